import { formatInr } from '@terracraft/shared/money';
import type { Order } from '@terracraft/shared/orders';
import { ConfirmDialog } from '../../../components/dialog';

/** Asks before cancelling: Escape and Keep Order keep it. */
export function CancelOrderDialog({
  order,
  pending,
  error,
  onKeep,
  onConfirm,
}: {
  order: Order;
  pending: boolean;
  error: string | undefined;
  onKeep(): void;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      title={`Cancel order #${order.number}?`}
      confirmLabel="Yes, Cancel Order"
      pendingLabel="Cancelling..."
      cancelLabel="Keep Order"
      tone="danger"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onKeep}
    >
      <p>Are you sure you want to cancel this order? A cancelled order cannot be restored.</p>
      {order.paymentStatus === 'paid' && order.paymentMethod === 'online' ? (
        <p>Your payment of {formatInr(order.total)} will be refunded to the original method.</p>
      ) : null}
      {order.status === 'payment_pending' ? (
        <p>It has not been paid, so nothing will be charged.</p>
      ) : null}
    </ConfirmDialog>
  );
}
