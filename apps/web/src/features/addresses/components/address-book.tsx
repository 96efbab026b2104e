import { useState } from 'react';
import { toast } from '../../../lib/notify';
import { ADDRESS_TEXTS, type SavedAddress } from '@terracraft/shared/addresses';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/spinner';
import {
  useAddressBook,
  useDeleteAddress,
  useMakeDefaultAddress,
  useSaveAddress,
} from '../api/address-queries';
import { AddressLines } from './address-card';
import { AddressForm, type UsePinPlace } from './address-form';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

/** The address book page: the saved addresses, to add, edit, delete or make the default. */
export function AddressBook({ usePinPlace }: { usePinPlace: UsePinPlace }) {
  const book = useAddressBook();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const items = book.data?.items ?? [];
  const full = book.data !== undefined && items.length >= book.data.limit;

  const close = () => {
    setEditing(null);
    save.reset();
  };

  if (book.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your addresses" />
      </div>
    );
  }
  if (book.isError) {
    return (
      <QueryError error={book.error} what="your addresses" onRetry={() => void book.refetch()} />
    );
  }

  return (
    <div className="mt-8 space-y-6">
      {items.length === 0 ? (
        <p className="text-clay-700">
          You have no saved addresses yet. Add one here, or save the address you use at checkout.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {items.map((address) => (
            <li
              key={address.id}
              aria-label={address.label ?? `${address.firstName} ${address.lastName}`}
              className="flex flex-col gap-3 rounded-2xl bg-white p-5 text-sm text-clay-700 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                {address.label ? (
                  <span className="font-semibold text-clay-900">{address.label}</span>
                ) : null}
                {address.isDefault ? (
                  <span className="rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold text-clay-800">
                    Default
                  </span>
                ) : null}
              </div>
              <p>
                <AddressLines address={address} />
              </p>
              <div className="mt-auto flex flex-wrap gap-3">
                <button
                  type="button"
                  className="font-medium text-clay-800 underline hover:text-terracotta"
                  onClick={() => setEditing({ kind: 'edit', address })}
                >
                  Edit
                </button>
                {address.isDefault ? null : (
                  <button
                    type="button"
                    className="font-medium text-clay-800 underline hover:text-terracotta"
                    disabled={makeDefault.isPending}
                    onClick={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: () => toast.success(ADDRESS_TEXTS.madeDefault),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="font-medium text-red-700 underline hover:text-red-800"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm('Delete this address from your address book?')) return;
                    remove.mutate(address.id, {
                      onSuccess: () => toast.success(ADDRESS_TEXTS.deleted),
                      onError: (error) => toast.error(error.message),
                    });
                  }}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          title={editing.kind === 'edit' ? 'Edit address' : 'Add a new address'}
          address={editing.kind === 'edit' ? editing.address : undefined}
          pending={save.isPending}
          error={save.error?.message}
          onCancel={close}
          usePinPlace={usePinPlace}
          onSave={(address) =>
            save.mutate(
              { id: editing.kind === 'edit' ? editing.address.id : undefined, address },
              {
                onSuccess: () => {
                  toast.success(ADDRESS_TEXTS.saved);
                  close();
                },
              },
            )
          }
        />
      ) : full ? (
        <p className="text-sm text-clay-700">{ADDRESS_TEXTS.limitReached}</p>
      ) : (
        <button type="button" className="btn-primary" onClick={() => setEditing({ kind: 'new' })}>
          Add a new address
        </button>
      )}
    </div>
  );
}
