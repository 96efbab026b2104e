import { formatShortDate } from '@terracraft/shared/dates';
import type { Order } from '@terracraft/shared/orders';

/** When the shop last received goods the shopper sent back; null when none came back. */
function returnedAt(order: Order): string | null {
  const received = order.returns.flatMap((request) =>
    request.receivedAt ? [request.receivedAt] : [],
  );
  return received.sort().at(-1) ?? null;
}

/** The steps an order has reached, each with its date, oldest first. */
function orderDates(order: Order): { step: string; at: string }[] {
  const steps: [string, string | null][] = [
    ['Placed', order.placedAt],
    ['Confirmed', order.confirmedAt],
    ['Shipped', order.shippedAt],
    ['Delivered', order.deliveredAt],
    ['Cancelled', order.cancelledAt],
    ['Returned', returnedAt(order)],
  ];
  return steps.flatMap(([step, at]) => (at ? [{ step, at }] : []));
}

/** "Placed 21 Nov 2026 · Confirmed 22 Nov 2026 · Shipped …": what happened to an order, and when. */
export function OrderDates({ order }: { order: Order }) {
  return (
    <ol
      aria-label="Order dates"
      data-testid="order-dates"
      className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-clay-700"
    >
      {orderDates(order).map(({ step, at }) => (
        <li key={step}>
          <span className="font-semibold text-clay-900">{step}</span>{' '}
          <time dateTime={at}>{formatShortDate(at)}</time>
        </li>
      ))}
    </ol>
  );
}
