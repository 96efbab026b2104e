import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatLongDate, formatTime } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { canCancel, paymentSummary, type Order } from '@terracraft/shared/orders';
import { ItemRow } from '../../../components/item-row';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { OrderDates } from './order-dates';
import { OrderStatusBadge } from './order-status-badge';
import { OrderDocuments } from './order-documents';
import { OrderStepNote, ShipmentInfo } from './shipment-info';

/**
 * One order on My Orders: summary, View Details, Cancel Order while it is Processing or waits for
 * payment, the pay action (given by the page) while it waits for payment, and the return action
 * and returns (given by the page) once delivered.
 */
export function OrderCard({
  order,
  onCancel,
  payAction,
  returnAction,
  returns,
}: {
  order: Order;
  onCancel(order: Order): void;
  payAction?: ReactNode;
  returnAction?: ReactNode;
  returns?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const address = order.shippingAddress;
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useRef(order.status);

  // Cancelling takes away the button focus came from: the keyboard carries on from this order.
  useEffect(() => {
    const before = status.current;
    status.current = order.status;
    if (before === order.status || order.status !== 'cancelled') return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) heading.current?.focus();
  }, [order.status]);

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-clay-100 px-5 py-4">
        <div>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="font-sans text-lg font-semibold text-clay-900"
          >
            Order #{order.number}
          </h2>
          <p className="text-sm text-clay-600">Placed on {formatLongDate(order.placedAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="flex flex-wrap items-center gap-4 px-5 py-4">
        <ul className="flex -space-x-3" aria-label="Items">
          {order.items.slice(0, 4).map((item, index) => (
            <li key={index}>
              <SmartImage
                src={item.image ?? undefined}
                kind="product"
                sizes="56px"
                alt={item.name}
                width={56}
                height={56}
                className="size-14 rounded-lg border-2 border-white object-cover"
              />
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1 text-sm text-clay-700">
          <p className="line-clamp-2 font-medium text-clay-900">
            {order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
          </p>
          <p>
            {itemCount} {itemCount === 1 ? 'item' : 'items'} · {formatInr(order.total)} ·{' '}
            {paymentSummary(order, ', ')}
          </p>
          {order.status === 'processing' || order.status === 'shipped' ? (
            <p>Estimated delivery: {formatLongDate(order.estimatedDelivery)}</p>
          ) : null}
          <OrderDates order={order} />
          <OrderStepNote order={order} />
          <ShipmentInfo order={order} />
          <OrderDocuments order={order} />
          {order.status === 'payment_pending' && order.paymentDueBy ? (
            <p className="text-amber-900">
              Waiting for payment. If it is not paid by {formatTime(order.paymentDueBy)}, the order
              is released.
            </p>
          ) : null}
          {order.status === 'cancelled' && order.cancelReason === 'payment_timeout' ? (
            <p>Cancelled because the payment was not completed in time.</p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap gap-3 px-5 pb-4">
        {order.status === 'payment_pending' ? payAction : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="btn-outline px-4 py-2"
        >
          View Details
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        {order.status === 'delivered' ? returnAction : null}
        {canCancel(order.status) ? (
          <button
            type="button"
            onClick={() => onCancel(order)}
            className="inline-flex items-center justify-center rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white"
          >
            Cancel Order
          </button>
        ) : null}
      </div>

      {returns}

      <div
        id={detailsId}
        hidden={!open}
        className="border-t border-clay-100 bg-clay-50/60 px-5 py-5"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <section>
            <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-clay-700">
              Items
            </h3>
            <ul className="mt-2 divide-y divide-clay-100 text-sm">
              {order.items.map((item, index) => (
                <ItemRow
                  key={index}
                  image={item.image}
                  name={item.name}
                  to={item.productId ? paths.product(item.productId) : undefined}
                  note={`× ${item.quantity} (@ ${formatInr(item.unitPrice)} each)`}
                  aside={<span className="font-medium">{formatInr(item.lineTotal)}</span>}
                  size="sm"
                  align="center"
                  className="py-2"
                />
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-clay-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd>{formatInr(order.subtotal)}</dd>
              </div>
              {order.discount > 0 ? (
                <div className="flex justify-between text-leaf-dark">
                  <dt>Coupon ({order.couponCode})</dt>
                  <dd>−{formatInr(order.discount)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between">
                <dt>Shipping</dt>
                <dd>{formatInr(order.shipping)}</dd>
              </div>
              <div className="flex justify-between font-semibold text-clay-900">
                <dt>Total</dt>
                <dd>{formatInr(order.total)}</dd>
              </div>
            </dl>
          </section>
          <div className="space-y-5 text-sm">
            <section>
              <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-clay-700">
                Shipping Address
              </h3>
              <address className="mt-2 not-italic text-clay-800">
                {address.firstName} {address.lastName}
                <br />
                {address.address}
                <br />
                {address.city}, {address.state} {address.pin}
                <br />
                {address.phone} · {address.email}
              </address>
            </section>
            <section>
              <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-clay-700">
                Payment
              </h3>
              <p className="mt-2 text-clay-800">{paymentSummary(order)}</p>
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}
