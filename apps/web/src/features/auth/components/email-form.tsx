import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailChangeSchema, type EmailChange } from '@terracraft/shared/auth';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';
import { errorText, FormMessage, type FormMessageValue } from './form-message';

/** A new email address, confirmed through a link mailed to it. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [message, setMessage] = useState<FormMessageValue>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { message: text } = await api('auth.changeEmail', { body: values });
      reset();
      setMessage({ kind: 'success', text });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change email" className="space-y-4">
      <p className="text-sm text-clay-700">
        Current email: <span className="font-medium text-clay-900">{currentEmail}</span>
      </p>
      <FormField label="New email" error={errors.newEmail?.message} required>
        {(props) => (
          <input
            {...props}
            {...register('newEmail')}
            type="email"
            autoComplete="email"
            className="field"
          />
        )}
      </FormField>
      <button type="submit" disabled={isSubmitting} className="btn-primary">
        {isSubmitting ? 'Sending...' : 'Send confirmation link'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
