import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { newReviewSchema, type NewReview, type OwnReview } from '@terracraft/shared/reviews';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSaveReview } from '../api/use-reviews';

const FIELDS = ['rating', 'text'] as const;

/**
 * Write or edit the signed-in shopper's review: rating 1–5 as a group of star radios and the
 * review. It is shown under the account's name, which the server takes from the account with its
 * email, so the form asks for neither. The server's per-field messages are shown at their fields.
 */
export function ReviewForm({
  slug,
  reviewer,
  editing,
  onSaved,
  onCancel,
}: {
  slug: string;
  reviewer: { id: string; name: string };
  /** The review being edited; a new review without it. */
  editing?: OwnReview;
  onSaved(review: OwnReview): void;
  onCancel?(): void;
}) {
  const id = useId();
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
      ? { rating: editing.rating, text: editing.text }
      : { rating: 0, text: '' },
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
        Posted as <span className="font-medium text-clay-900">{reviewer.name}</span>, the name of
        your account. Required fields are marked *
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
