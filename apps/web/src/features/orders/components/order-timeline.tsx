import { Check } from 'lucide-react';
import { ORDER_TIMELINE, type OrderStatus } from '@terracraft/shared/orders';
import { cn } from '../../../lib/cn';

/** How far along the four steps an order is; -1 for a cancelled order. */
const REACHED: Record<OrderStatus, number> = {
  payment_pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: -1,
};

/** Order Placed → Processing → Shipped → Delivered, with the steps reached so far marked. */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  const reached = REACHED[status];
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-2">
      {ORDER_TIMELINE.map((step, index) => {
        const done = index <= reached;
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
          </li>
        );
      })}
    </ol>
  );
}
