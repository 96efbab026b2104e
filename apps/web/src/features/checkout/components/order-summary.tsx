import { formatInr } from '@terracraft/shared/money';
import type { CheckoutQuote } from '@terracraft/shared/orders';
import { ItemRow } from '../../../components/item-row';

/** Each line, subtotal, coupon discount, ₹59 shipping and total — all as the server priced them. */
export function OrderSummary({ quote }: { quote: CheckoutQuote }) {
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-clay-100">
        {quote.lines.map((line) => {
          const short = line.available < line.quantity;
          return (
            <ItemRow
              key={line.id}
              image={line.image}
              name={line.name}
              aside={<p className="font-medium text-clay-900">{formatInr(line.lineTotal)}</p>}
              className="py-3"
            >
              <p className="text-sm text-clay-600">
                Qty: {line.quantity} × {formatInr(line.unitPrice)}
              </p>
              {short ? (
                <p className="text-sm font-medium text-red-700">
                  {line.available === 0 ? 'Out of stock' : `Only ${line.available} left in stock`}
                </p>
              ) : null}
            </ItemRow>
          );
        })}
      </ul>
      <dl className="space-y-2 border-t border-clay-100 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-clay-700">Subtotal</dt>
          <dd className="font-medium">{formatInr(quote.subtotal)}</dd>
        </div>
        {quote.coupon ? (
          <div className="flex justify-between text-leaf-dark">
            <dt>Coupon ({quote.coupon.code})</dt>
            <dd className="font-medium">−{formatInr(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-clay-700">Shipping</dt>
          <dd className="font-medium">{formatInr(quote.shipping)}</dd>
        </div>
        {quote.codFee > 0 ? (
          <div className="flex justify-between">
            <dt className="text-clay-700">Cash on delivery fee</dt>
            <dd className="font-medium">{formatInr(quote.codFee)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-clay-100 pt-3 text-base font-semibold text-clay-900">
          <dt>Total</dt>
          <dd>{formatInr(quote.total)}</dd>
        </div>
      </dl>
      {quote.couponError ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Coupon not applied: {quote.couponError}
        </p>
      ) : null}
    </div>
  );
}
