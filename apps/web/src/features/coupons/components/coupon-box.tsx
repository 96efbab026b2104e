import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatInr } from '@terracraft/shared/money';
import type { useCoupon } from '../use-coupon';

/** Coupon code and 'Apply Coupon'; the server says whether it applies and why not. */
export function CouponBox({ coupon }: { coupon: ReturnType<typeof useCoupon> }) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) coupon.apply(typed);
  };
  return (
    <div className="rounded-2xl border border-clay-100 bg-white p-5">
      <h2 className="text-lg font-semibold text-clay-800">Have a coupon?</h2>
      {coupon.code ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-leaf/10 px-4 py-3 text-sm">
          <p className="text-leaf-dark">
            <span className="font-semibold">{coupon.code}</span>
            {coupon.description ? ` — ${coupon.description}` : null}
            {coupon.discount > 0 ? ` (−${formatInr(coupon.discount)})` : null}
          </p>
          <button
            type="button"
            onClick={coupon.remove}
            className="inline-flex items-center gap-1 font-medium text-clay-800 hover:text-terracotta"
          >
            <X className="size-4" aria-hidden="true" />
            Remove coupon
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Coupon code
          </label>
          <input
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Coupon code"
            autoComplete="off"
            maxLength={32}
            className="field uppercase sm:flex-1"
          />
          <button type="submit" disabled={coupon.applying} className="btn-outline">
            {coupon.applying ? 'Applying...' : 'Apply Coupon'}
          </button>
        </form>
      )}
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {coupon.feedback?.kind === 'success' ? (
          <p className="text-leaf-dark">{coupon.feedback.text}</p>
        ) : null}
      </div>
      <div role="alert" className="text-sm">
        {coupon.feedback?.kind === 'error' ? (
          <p className="text-red-700">{coupon.feedback.text}</p>
        ) : null}
      </div>
    </div>
  );
}
