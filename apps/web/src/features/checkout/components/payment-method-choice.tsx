import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@terracraft/shared/orders';
import { cn } from '../../../lib/cn';

/**
 * How the shopper pays: online always, cash on delivery where the address and total allow it
 * (otherwise the reason it is not offered).
 */
export function PaymentMethodChoice({
  value,
  onChange,
  cod,
}: {
  value: PaymentMethod;
  onChange(value: PaymentMethod): void;
  cod: { available: boolean; reason?: string };
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
      <legend className="float-left w-full font-display text-xl font-semibold text-clay-800">
        Payment Method
      </legend>
      <div className="clear-both grid gap-3 pt-4 sm:grid-cols-2">
        <PaymentOption
          value="online"
          checked={value === 'online'}
          onChange={onChange}
          icon={<CreditCard className="size-5" aria-hidden="true" />}
          title="Pay Online"
          detail="Razorpay: card, UPI or netbanking"
        />
        {cod.available ? (
          <PaymentOption
            value="cod"
            checked={value === 'cod'}
            onChange={onChange}
            icon={<Banknote className="size-5" aria-hidden="true" />}
            title="Cash on Delivery"
            detail="Pay when your order arrives"
          />
        ) : null}
      </div>
      {cod.available ? null : <p className="mt-3 text-sm text-clay-700">{cod.reason}</p>}
    </fieldset>
  );
}

function PaymentOption({
  value,
  checked,
  onChange,
  icon,
  title,
  detail,
}: {
  value: PaymentMethod;
  checked: boolean;
  onChange(value: PaymentMethod): void;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay-600',
        checked ? 'border-clay-700 bg-clay-50' : 'border-clay-200 hover:border-clay-400',
      )}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 accent-clay-700"
      />
      <span className="text-clay-700">{icon}</span>
      <span>
        <span className="block font-medium text-clay-900">{title}</span>
        <span className="block text-sm text-clay-600">{detail}</span>
      </span>
    </label>
  );
}
