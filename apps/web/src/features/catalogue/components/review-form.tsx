import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { newReviewSchema, type NewReview, type OwnReview } from '@terracraft/shared/catalogue';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSaveReview } from '../api/use-reviews';

/** Where a reviewer's name and email are kept when they tick the save box. */
export const REVIEWER_STORAGE_KEY = 'reviewer';

function readSavedReviewer(): { name: string; email: string } | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(REVIEWER_STORAGE_KEY) ?? 'null') as {
      name?: unknown;
      email?: unknown;
    } | null;
    if (saved && typeof saved.name === 'string' && typeof saved.email === 'string') {
      return { name: saved.name, email: saved.email };
    }
  } catch {
    // An unreadable entry is treated as none.
  }
  return undefined;
}

const FIELDS = ['rating', 'text', 'name'] as const;

/**
 * Write or edit the signed-in shopper's review: rating 1–5 as a group of star radios, the review,
 * the name shown with it (the account's name to start with), the account's email (read-only: it
 * is where the shop would write to them, and never shown), and a box to remember the name in this
 * browser. The server's per-field messages are shown at their fields.
 */
export function ReviewForm({
  slug,
  reviewer,
  editing,
  onSaved,
  onCancel,
}: {
  slug: string;
  reviewer: { id: string; name: string; email: string };
  /** The review being edited; a new review without it. */
  editing?: OwnReview;
  onSaved(review: OwnReview): void;
  onCancel?(): void;
}) {
  const id = useId();
  // Read once: only the first render's state and the form's defaults use it.
  // A name saved by another account in this browser is not this shopper's.
  const [saved] = useState(() => {
    const reviewerSaved = readSavedReviewer();
    return reviewerSaved?.email === reviewer.email ? reviewerSaved : undefined;
  });
  const [remember, setRemember] = useState(saved !== undefined);
  const save = useSaveReview(slug, reviewer.id, editing ? 'edit' : 'new');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewReview>({
    resolver: zodResolver(newReviewSchema),
    defaultValues: editing
      ? { rating: editing.rating, text: editing.text, name: editing.name }
      : { rating: 0, text: '', name: saved?.name ?? reviewer.name },
  });

  const onSubmit = handleSubmit(async (review) => {
    let stored: OwnReview;
    try {
      stored = await save.mutateAsync(review);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
        if (!FIELDS.some((field) => error.fields[field])) {
          setError('root', { message: error.message });
        }
      } else {
        setError('root', { message: 'Your review could not be sent. Please try again.' });
      }
      return;
    }
    if (remember) {
      localStorage.setItem(
        REVIEWER_STORAGE_KEY,
        JSON.stringify({ name: review.name, email: reviewer.email }),
      );
    } else {
      localStorage.removeItem(REVIEWER_STORAGE_KEY);
    }
    onSaved(stored);
  });

  const errorId = (field: string) => `${id}-${field}-error`;
  const fieldError = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-clay-900">
        {editing ? 'Edit your review' : 'Write a Review'}
      </h2>
      <p className="text-sm text-clay-700">
        Your email address will not be published. Required fields are marked *
      </p>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset
            aria-describedby={errors.rating ? errorId('rating') : undefined}
            aria-invalid={errors.rating ? true : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-clay-800">Your Rating *</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label
                  key={value}
                  className="relative cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay-600"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                    className="absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-7',
                      value <= field.value ? 'fill-amber-500 text-amber-500' : 'text-clay-300',
                    )}
                  />
                </label>
              ))}
            </div>
            {fieldError('rating')}
          </fieldset>
        )}
      />
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-clay-800">
          Your Review *
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? errorId('text') : undefined}
          className="field"
          {...register('text')}
        />
        {fieldError('text')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-clay-800">
            Name *
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? errorId('name') : undefined}
            className="field"
            {...register('name')}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-clay-800">
            Email *
          </label>
          <input
            id={`${id}-email`}
            type="email"
            readOnly
            value={reviewer.email}
            aria-describedby={`${id}-email-hint`}
            className="field bg-clay-50 text-clay-700"
          />
          <p id={`${id}-email-hint`} className="mt-1 text-xs text-clay-700">
            The email of your account.
          </p>
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm text-clay-800">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          className="mt-0.5 size-4 accent-clay-700"
        />
        Save my name and email in this browser for the next time I comment.
      </label>
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className="btn-primary">
          {isSubmitting ? 'Submitting...' : 'Submit'}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="btn-outline">
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
