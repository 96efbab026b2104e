import {
  orderNumberId,
  shopperStatusOf,
  type Order,
  type Shipment,
} from '@terracraft/shared/orders';
import type { ReturnSummary } from '@terracraft/shared/returns';
import type { DocumentRow, OrderItemRow, OrderRow, ShipmentRow } from './orders.repository';

/** How messages name an order: `#TC1001`. */
export const orderLabel = (number: number) => `#${orderNumberId(number)}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toShipment(row: ShipmentRow | undefined): Shipment | null {
  if (!row) return null;
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    shippedAt: row.shippedAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** An order's tax documents, as both answers list them for download. */
export const toDocuments = (rows: DocumentRow[]): Order['documents'] =>
  rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
  }));

/** One line of an order, as both the shopper's and the console's answers show it. */
export const toOrderLine = (item: OrderItemRow): Order['items'][number] => ({
  productId: item.productSlug,
  name: item.name,
  image: item.image,
  unitPrice: item.unitPrice,
  quantity: item.quantity,
  lineTotal: item.lineTotal,
});

/** Where an order goes, as both the shopper's and the console's answers show it. */
export const toShippingAddress = (row: OrderRow): Order['shippingAddress'] => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  city: row.city,
  state: row.state,
  pin: row.pin,
});

/**
 * An order as the shopper's API shows it, from its row, its items' rows, its shipment and its
 * returns and tax documents.
 */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  shipment?: ShipmentRow,
  returns: ReturnSummary[] = [],
  documents: DocumentRow[] = [],
): Order {
  return {
    number: orderNumberId(row.number),
    status: shopperStatusOf(row.status),
    stage: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    items: items.map(toOrderLine),
    subtotal: row.subtotal,
    discount: row.discount,
    couponCode: row.couponCode,
    shipping: row.shipping,
    total: row.total,
    shippingAddress: toShippingAddress(row),
    placedAt: row.placedAt.toISOString(),
    estimatedDelivery: row.estimatedDelivery.toISOString(),
    paymentDueBy: iso(row.paymentDueBy),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    shipment: toShipment(shipment),
    returns,
    documents: toDocuments(documents),
  };
}
