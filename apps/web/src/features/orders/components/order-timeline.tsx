import { Check } from 'lucide-react';
import { formatShortDate } from '@terracraft/shared/dates';
import { ORDER_TIMELINE, type Order, type OrderStatus } from '@terracraft/shared/orders';
import { cn } from '../../../lib/cn';

/** How far along the four steps an order is; -1 for a cancelled order. */
const REACHED: Record<OrderStatus, number> = {
  payment_pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: -1,
};

/** The date under each step: placed, confirmed by the shop, shipped, delivered. */
const STEP_DATES = [
  (order: Order) => order.placedAt,
  (order: Order) => order.confirmedAt,
  (order: Order) => order.shippedAt,
  (order: Order) => order.deliveredAt,
];

/**
 * Order Placed → Processing → Shipped → Delivered, with the steps reached so far marked and dated
 * (Processing with the day the shop confirmed the order).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = REACHED[order.status];
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-2">
      {ORDER_TIMELINE.map((step, index) => {
        const done = index <= reached;
        const at = done ? STEP_DATES[index]?.(order) : null;
        const current = index === reached;
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done ? 'border-leaf bg-leaf text-white' : 'border-clay-200 bg-white text-clay-500',
              )}
            >
              {done ? <Check className="size-5" /> : index + 1}
            </span>
            <span className={cn('text-sm', done ? 'font-semibold text-clay-900' : 'text-clay-600')}>
              {step}
              <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
            </span>
            {at ? (
              <time dateTime={at} className="text-xs text-clay-600">
                {formatShortDate(at)}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
