import { useEffect, useId, useRef } from 'react';
import { formatInr } from '@terracraft/shared/money';
import type { Order } from '@terracraft/shared/orders';

/**
 * Asks before cancelling. A modal <dialog>: focus stays inside, Escape keeps the order.
 */
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
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    keep.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onKeep();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-xl font-semibold text-clay-800">
        Cancel order #{order.number}?
      </h2>
      <div id={textId} className="mt-3 space-y-2 text-clay-700">
        <p>Are you sure you want to cancel this order? A cancelled order cannot be restored.</p>
        {order.paymentStatus === 'paid' && order.paymentMethod === 'online' ? (
          <p>Your payment of {formatInr(order.total)} will be refunded to the original method.</p>
        ) : null}
        {order.status === 'payment_pending' ? (
          <p>It has not been paid, so nothing will be charged.</p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={keep}
          type="button"
          className="btn-outline"
          onClick={onKeep}
          disabled={pending}
        >
          Keep Order
        </button>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
          onClick={onConfirm}
          disabled={pending}
        >
          {pending ? 'Cancelling...' : 'Yes, Cancel Order'}
        </button>
      </div>
    </dialog>
  );
}
