import { ORDER_STATUS_LABELS, type OrderStatus } from '@terracraft/shared/orders';
import { cn } from '../../../lib/cn';

/** Processing blue, shipped green, delivered dark green, cancelled red; payment pending amber. */
const STATUS_STYLES: Record<OrderStatus, string> = {
  payment_pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-blue-100 text-blue-800 ring-blue-300',
  shipped: 'bg-green-100 text-green-800 ring-green-300',
  delivered: 'bg-green-800 text-white ring-green-900',
  cancelled: 'bg-red-100 text-red-800 ring-red-300',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
