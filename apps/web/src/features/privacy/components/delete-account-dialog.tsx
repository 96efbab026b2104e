import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { DELETE_CONFIRMATION_WORD } from '@terracraft/shared/privacy';
import { ConfirmDialog } from '../../../components/dialog';
import { FormField } from '../../../components/form-field';
import { api } from '../../../lib/api-client';

/**
 * Asks for the password before the account is deleted (or DELETE, for an account signed up with
 * Google or Facebook, which has none). Escape and Keep My Account keep it.
 */
export function DeleteAccountDialog({ onKeep, onDeleted }: { onKeep(): void; onDeleted(): void }) {
  const [value, setValue] = useState('');
  const remove = useMutation({
    mutationFn: (typed: string) =>
      api('privacy.deleteAccount', { body: { password: typed, confirmation: typed } }),
    onSuccess: onDeleted,
  });

  return (
    <ConfirmDialog
      title="Delete your account?"
      confirmLabel="Delete My Account"
      pendingLabel="Deleting..."
      cancelLabel="Keep My Account"
      tone="danger"
      pending={remove.isPending}
      confirmDisabled={value === ''}
      error={remove.error?.message}
      onConfirm={() => remove.mutate(value)}
      onCancel={onKeep}
    >
      <div className="space-y-2 text-sm">
        <p>
          Your profile, addresses, saved cart and wishlist and newsletter subscription are erased,
          and your reviews stay without your name. You are signed out everywhere. This cannot be
          undone.
        </p>
        <p>
          Your orders and their invoices are kept as the tax law requires, with the name and address
          they were shipped to, but without your email or phone.
        </p>
      </div>
      <FormField
        label="Your password"
        hint={`Signed up with Google or Facebook? Type ${DELETE_CONFIRMATION_WORD} instead.`}
        className="pt-2"
      >
        {(props) => (
          <input
            {...props}
            data-autofocus
            type="password"
            autoComplete="current-password"
            className="field"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
