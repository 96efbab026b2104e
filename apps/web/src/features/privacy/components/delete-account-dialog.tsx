import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DELETE_CONFIRMATION_WORD } from '@terracraft/shared/privacy';
import { api } from '../../../lib/api-client';

/**
 * Asks for the password before the account is deleted (or DELETE, for an account signed up with
 * Google or Facebook, which has none). A modal <dialog>: Escape keeps the account.
 */
export function DeleteAccountDialog({ onKeep, onDeleted }: { onKeep(): void; onDeleted(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const remove = useMutation({
    mutationFn: (typed: string) =>
      api('privacy.deleteAccount', { body: { password: typed, confirmation: typed } }),
    onSuccess: onDeleted,
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!remove.isPending) onKeep();
      }}
      className="m-auto w-[min(92vw,30rem)] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-black/40"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value) remove.mutate(value);
        }}
      >
        <h2 id={titleId} className="text-xl font-semibold text-clay-800">
          Delete your account?
        </h2>
        <div id={textId} className="mt-3 space-y-2 text-sm text-clay-700">
          <p>
            Your profile, addresses, saved cart and wishlist and newsletter subscription are erased,
            and your reviews stay without your name. You are signed out everywhere. This cannot be
            undone.
          </p>
          <p>
            Your orders and their invoices are kept as the tax law requires, with the name and
            address they were shipped to, but without your email or phone.
          </p>
        </div>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-clay-800">
          Your password
        </label>
        <input
          ref={input}
          id={fieldId}
          type="password"
          autoComplete="current-password"
          className="field mt-1.5"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${fieldId}-hint`}
          required
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-clay-600">
          Signed up with Google or Facebook? Type {DELETE_CONFIRMATION_WORD} instead.
        </p>
        {remove.error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {remove.error.message}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn-outline"
            onClick={onKeep}
            disabled={remove.isPending}
          >
            Keep My Account
          </button>
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={remove.isPending || value === ''}
          >
            {remove.isPending ? 'Deleting...' : 'Delete My Account'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
