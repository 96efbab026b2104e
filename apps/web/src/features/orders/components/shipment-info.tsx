import { ExternalLink } from 'lucide-react';
import { formatLongDate } from '@terracraft/shared/dates';
import type { Order } from '@terracraft/shared/orders';

/** Where a Processing order is in the shop's hands: new, confirmed, or packed. */
const STEP_NOTES: Partial<Record<Order['stage'], string>> = {
  confirmed: 'Confirmed: we are preparing your order.',
  packed: 'Packed: your order is ready to ship.',
};

/** The step of a Processing order, as a short line; nothing for other orders. */
export function OrderStepNote({ order }: { order: Order }) {
  const note = order.status === 'processing' ? STEP_NOTES[order.stage] : undefined;
  return note ? <p data-testid="order-step">{note}</p> : null;
}

/** Carrier, tracking number and (when given) the carrier's tracking page of a shipped order. */
export function ShipmentInfo({ order }: { order: Order }) {
  const shipment = order.shipment;
  if (!shipment) return null;
  return (
    <div
      data-testid="shipment"
      className="mt-2 rounded-lg bg-leaf/10 px-3 py-2 text-sm text-clay-800"
    >
      <p>
        {order.status === 'delivered' && shipment.deliveredAt
          ? `Delivered on ${formatLongDate(shipment.deliveredAt)}`
          : `Shipped on ${formatLongDate(shipment.shippedAt)}`}{' '}
        with <span className="font-semibold">{shipment.carrier}</span>
      </p>
      <p>
        Tracking number:{' '}
        <span className="font-mono font-semibold text-clay-900">{shipment.trackingNumber}</span>
      </p>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-leaf-dark underline underline-offset-2"
        >
          Track your parcel
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens the carrier’s site in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
