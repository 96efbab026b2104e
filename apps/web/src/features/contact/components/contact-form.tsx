import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CONTACT_TEXTS, contactMessageSchema } from '@terracraft/shared/contact';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSendContactMessage, type ContactMessage } from '../api/use-send-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/**
 * The contact form. It is checked in the browser with the same schema the server uses; the
 * outcome is announced in a message under the form rather than in a blocking alert.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const fieldClass = (field: keyof typeof EMPTY) =>
    cn('field', errors[field] && 'border-red-600 focus:border-red-600 focus:ring-red-100');

  const onSubmit = (message: ContactMessage) =>
    send.mutateAsync(message).then(
      () => form.reset(EMPTY),
      (error: unknown) => {
        // The server checks again; show its word on any field it refused.
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const text = error.fields[field];
            if (text) form.setError(field, { message: text });
          }
        }
      },
    );

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Contact form"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your Name" error={errors.name?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('name')}
              type="text"
              autoComplete="name"
              className={fieldClass('name')}
            />
          )}
        </FormField>
        <FormField label="Email Address" required error={errors.email?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              className={fieldClass('email')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(props) => (
          <input
            {...props}
            {...form.register('subject')}
            type="text"
            className={fieldClass('subject')}
          />
        )}
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        {(props) => (
          <textarea
            {...props}
            {...form.register('message')}
            rows={6}
            className={fieldClass('message')}
          />
        )}
      </FormField>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send Message'}
        </button>
        <p className="text-xs text-clay-600">
          <span aria-hidden="true">*</span> Required
        </p>
      </div>

      <div role="status">
        {send.isSuccess ? (
          <p className="flex items-center gap-2 rounded-lg bg-leaf/10 px-4 py-3 text-sm font-medium text-leaf-dark">
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
            {CONTACT_TEXTS.success}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {send.isError ? (
          <p className="flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            {CONTACT_TEXTS.failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
