import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { useSubscribe } from '../api/use-subscribe';
import { NEWSLETTER_TEXTS } from '../texts';

/**
 * Email box with Subscribe. The server validates the address; its answer (subscribed, already
 * subscribed, or why the address was refused) is shown under the box.
 */
export function NewsletterForm({
  tone = 'light',
  label = 'Newsletter',
  className,
}: {
  tone?: 'light' | 'dark';
  /** The form's name; two on one page (the footer's and another) must not share it. */
  label?: string;
  className?: string;
}) {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  const message = subscribe.isSuccess
    ? subscribe.data.alreadySubscribed
      ? NEWSLETTER_TEXTS.alreadySubscribed
      : NEWSLETTER_TEXTS.subscribed
    : subscribe.isError
      ? ((subscribe.error as { fields?: Record<string, string> }).fields?.email ??
        subscribe.error.message)
      : '';

  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label={label}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Your email address"
          autoComplete="email"
          aria-describedby={messageId}
          aria-invalid={subscribe.isError || undefined}
          className={cn(
            'min-w-0 flex-1 rounded-full border px-4 py-2.5 text-sm focus:outline-none focus:ring-2',
            tone === 'dark'
              ? 'border-clay-600 bg-clay-800 text-clay-50 placeholder:text-clay-300 focus:ring-clay-400'
              : 'border-clay-200 bg-white text-clay-900 placeholder:text-clay-400 focus:ring-clay-200',
          )}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={cn(
            'rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:opacity-60',
            tone === 'dark'
              ? 'bg-clay-200 text-clay-900 hover:bg-white'
              : 'bg-clay-700 text-white hover:bg-clay-800',
          )}
        >
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        id={messageId}
        role={subscribe.isError ? 'alert' : 'status'}
        className={cn(
          'mt-2 min-h-5 text-sm',
          subscribe.isError
            ? tone === 'dark'
              ? 'text-red-300'
              : 'text-red-700'
            : tone === 'dark'
              ? 'text-clay-200'
              : 'text-leaf',
        )}
      >
        {message}
      </p>
    </form>
  );
}
