import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/notify';
import type { Order } from '@terracraft/shared/orders';
import { paths } from '../../config/paths';
import { useCartStore } from '../../features/cart';
import { CHECKOUT_TEXTS, useCompletePayment } from '../../features/checkout';
import { useRefreshOrders } from '../../features/orders';

/**
 * Pays for an order still waiting for payment, from My Orders or its order-complete page; once
 * paid, what it bought leaves the cart it was made from (as checkout empties it), and the
 * order-complete page shows it Processing.
 */
export function CompletePaymentButton({ order }: { order: Order }) {
  const navigate = useNavigate();
  const refreshOrders = useRefreshOrders();
  const { complete, paying } = useCompletePayment();

  return (
    <button
      type="button"
      className="btn-primary px-4 py-2"
      disabled={paying}
      onClick={async () => {
        const paid = await complete(order.number);
        // Paid, released or still waiting: the lists show what the server now says.
        await refreshOrders();
        if (!paid) return;
        useCartStore.getState().takeOutOrdered(paid);
        toast.success(CHECKOUT_TEXTS.paid);
        await navigate(`${paths.orderComplete}?order=${encodeURIComponent(paid.number)}`);
      }}
    >
      {paying ? 'Processing...' : CHECKOUT_TEXTS.completePayment}
    </button>
  );
}
