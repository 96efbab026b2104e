import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import { orderTotals } from '@terracraft/shared/policy';
import { paths } from '../../../config/paths';
import { useShippingAddress } from '../shipping-address';
import { ShippingAddressPanel } from './shipping-address-panel';

/** Subtotal, coupon, the flat shipping fee and the total; where it ships; on to checkout. */
export function CartTotals({
  subtotal,
  discount,
  couponCode,
}: {
  subtotal: number;
  discount: number;
  couponCode: string | undefined;
}) {
  const totals = orderTotals(subtotal, discount);
  const { address, shippingState, save } = useShippingAddress();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const panelId = useId();

  return (
    <section
      aria-labelledby="cart-totals-title"
      className="rounded-2xl border border-clay-100 bg-white p-5"
    >
      <h2 id="cart-totals-title" className="text-lg font-semibold text-clay-800">
        Cart Totals
      </h2>
      <div className="mt-4 divide-y divide-clay-100 text-sm">
        <div className="flex justify-between py-3">
          <span>Subtotal</span>
          <span data-testid="cart-subtotal">{formatInr(totals.subtotal)}</span>
        </div>
        {totals.discount > 0 ? (
          <div className="flex justify-between py-3 text-leaf-dark">
            <span>Coupon{couponCode ? ` (${couponCode})` : ''}</span>
            <span data-testid="cart-discount">−{formatInr(totals.discount)}</span>
          </div>
        ) : null}
        <div className="py-3">
          <div className="flex justify-between">
            <span>Shipping</span>
            <span data-testid="cart-shipping">Flat rate: {formatInr(totals.shipping)}</span>
          </div>
          <p className="mt-1 text-clay-700">
            {address ? (
              <>
                Shipping to <span className="font-medium">{shippingState}</span>.
              </>
            ) : (
              'Shipping anywhere in India.'
            )}
          </p>
          <button
            type="button"
            aria-expanded={editing}
            aria-controls={panelId}
            onClick={() => {
              setEditing((open) => !open);
              setSaved(false);
            }}
            className="mt-1 font-medium text-terracotta hover:underline"
          >
            Change address
          </button>
          <div role="status" className="text-leaf-dark">
            {saved ? 'Address saved.' : null}
          </div>
          {editing ? (
            <ShippingAddressPanel
              id={panelId}
              address={address}
              shippingState={shippingState}
              onSave={(next) => {
                save(next);
                setEditing(false);
                setSaved(true);
              }}
            />
          ) : null}
        </div>
        <div className="flex justify-between py-3 text-base font-semibold text-clay-900">
          <span>Total</span>
          <span data-testid="cart-total">{formatInr(totals.total)}</span>
        </div>
      </div>
      <Link to={paths.checkout} className="btn-primary mt-4 w-full">
        Proceed to Checkout
      </Link>
    </section>
  );
}
