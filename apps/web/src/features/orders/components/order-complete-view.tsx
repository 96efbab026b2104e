import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { formatLongDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { paymentSummary, type Order } from '@terracraft/shared/orders';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/order-queries';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStepNote, ShipmentInfo } from './shipment-info';
import { OrderDates } from './order-dates';
import { OrderTimeline } from './order-timeline';

/**
 * The thank-you page for one order, read from the server by its number (in the URL, so a reload
 * shows it again). `payAction` is what the order offers to pay it while it waits for payment.
 */
export function OrderCompleteView({
  number,
  payAction,
}: {
  number: string | null;
  payAction?(order: Order): ReactNode;
}) {
  const query = useOrder(number);

  const links = (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={paths.products} className="btn-primary">
        Continue Shopping
      </Link>
      <Link to={paths.accountOrders} className="btn-outline">
        View All Orders
      </Link>
    </div>
  );

  if (!number || query.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-20 text-center">
        <h1 className="text-3xl font-semibold text-clay-800">Order Complete</h1>
        <p role="alert" className="text-clay-700">
          {number ? query.error?.message : 'No order was given. Your orders are all in My Orders.'}
        </p>
        {links}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your order" />
      </div>
    );
  }

  const order = query.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 className="mx-auto size-16 text-leaf" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold text-clay-800 md:text-4xl">
          Thank you for your order!
        </h1>
        <p className="mt-3 text-clay-700">
          {order.status === 'payment_pending'
            ? 'We have received your order and are waiting for its payment.'
            : order.status === 'cancelled'
              ? 'This order has been cancelled.'
              : `We have received your order and sent a confirmation to ${order.shippingAddress.email}.`}
        </p>
        {order.status === 'payment_pending' && payAction ? (
          <div className="mt-5 flex justify-center">{payAction(order)}</div>
        ) : null}
      </div>

      <dl className="mt-10 grid gap-4 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-clay-600">Order Number</dt>
          <dd className="text-lg font-semibold text-clay-900">#{order.number}</dd>
        </div>
        <div>
          <dt className="text-sm text-clay-600">Date</dt>
          <dd className="text-lg font-semibold text-clay-900">{formatLongDate(order.placedAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-clay-600">Status</dt>
          <dd className="mt-1">
            <OrderStatusBadge status={order.status} />
            <div className="text-sm text-clay-700">
              <OrderStepNote order={order} />
            </div>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-clay-600">Estimated Delivery</dt>
          <dd className="text-lg font-semibold text-clay-900">
            {formatLongDate(order.estimatedDelivery)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-clay-600">Payment</dt>
          <dd className="font-medium text-clay-900">{paymentSummary(order, ' · ')}</dd>
        </div>
        <div>
          <dt className="text-sm text-clay-600">Total</dt>
          <dd className="font-medium text-clay-900">{formatInr(order.total)}</dd>
        </div>
      </dl>

      <section
        aria-labelledby="progress-heading"
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm"
      >
        <h2 id="progress-heading" className="mb-6 text-xl font-semibold text-clay-800">
          Order Progress
        </h2>
        <OrderTimeline order={order} />
        {order.cancelledAt || order.returns.length > 0 ? (
          <div className="mt-4">
            <OrderDates order={order} />
          </div>
        ) : null}
        <ShipmentInfo order={order} />
      </section>

      <div className="mt-10">{links}</div>
    </div>
  );
}
