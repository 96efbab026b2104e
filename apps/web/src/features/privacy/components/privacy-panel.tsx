import { useState } from 'react';
import { endpointPath } from '@terracraft/shared/api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The privacy page's two requests: a copy of my data, and deleting my account. */
export function PrivacyPanel({ onDeleted }: { onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-8 space-y-6">
      <section aria-labelledby="download-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="download-heading" className="text-xl font-semibold text-clay-800">
          Download my data
        </h2>
        <p className="mt-2 text-sm text-clay-700">
          A JSON file with everything we keep about you: your profile, saved addresses, orders with
          their items, returns with where their refunds go, reviews, messages you sent us and our
          replies, saved cart and wishlist, and newsletter subscription.
        </p>
        <a href={endpointPath('privacy.export')} download className="btn-outline mt-4 inline-flex">
          Download my data
        </a>
      </section>

      <section aria-labelledby="delete-heading" className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="delete-heading" className="text-xl font-semibold text-clay-800">
          Delete my account
        </h2>
        <p className="mt-2 text-sm text-clay-700">
          Your personal data is erased. Orders and invoices are kept as the tax law requires,
          without your email or phone. Orders that are not yet delivered or cancelled must finish
          first.
        </p>
        <button
          type="button"
          className="mt-4 inline-flex items-center justify-center rounded-full border border-red-700 px-6 py-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </button>
      </section>
      {confirming ? (
        <DeleteAccountDialog onKeep={() => setConfirming(false)} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}
