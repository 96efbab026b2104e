import { useEffect, useId, useRef, useState } from 'react';
import type { SavedAddress } from '@terracraft/shared/addresses';
import { cn } from '../../../lib/cn';
import { useAddressBook } from '../api/address-queries';
import { AddressLines } from './address-card';

const NEW = 'new';

/**
 * Checkout's choice between the saved addresses (the default chosen at first) and a new one.
 * Choosing fills the shipping form; nothing shows while the shopper has no saved address.
 */
export function SavedAddressChooser({
  onChoose,
}: {
  /** A saved address, or null for a new one. */
  onChoose(address: SavedAddress | null): void;
}) {
  const book = useAddressBook();
  const [picked, setPicked] = useState<string>();
  const legendId = useId();
  const items = book.data?.items ?? [];
  const preferred = items.find((item) => item.isDefault) ?? items[0];
  const chosen = picked ?? preferred?.id;

  // The default fills the form once the book arrives; later the shopper's choice does.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || picked !== undefined || !preferred) return;
    filled.current = true;
    onChoose(preferred);
  }, [picked, preferred, onChoose]);

  if (items.length === 0) return null;

  const choose = (id: string) => {
    setPicked(id);
    onChoose(items.find((item) => item.id === id) ?? null);
  };

  return (
    <fieldset aria-labelledby={legendId} className="mt-6">
      <legend id={legendId} className="text-sm font-medium text-clay-800">
        Ship to a saved address
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((address) => (
          <Option
            key={address.id}
            checked={chosen === address.id}
            onChange={() => choose(address.id)}
          >
            <span className="block font-semibold text-clay-900">
              {address.label ?? 'Address'}
              {address.isDefault ? ' (default)' : ''}
            </span>
            <AddressLines address={address} />
          </Option>
        ))}
        <Option checked={chosen === NEW} onChange={() => choose(NEW)}>
          <span className="block font-semibold text-clay-900">A new address</span>
          <span className="block">Fill in the form below</span>
        </Option>
      </div>
    </fieldset>
  );
}

function Option({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(): void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm text-clay-700 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay-600',
        checked ? 'border-clay-700 bg-clay-50' : 'border-clay-200 hover:border-clay-400',
      )}
    >
      <input
        type="radio"
        name="savedAddress"
        checked={checked}
        onChange={onChange}
        className="mt-1 accent-clay-700"
      />
      <span>{children}</span>
    </label>
  );
}
