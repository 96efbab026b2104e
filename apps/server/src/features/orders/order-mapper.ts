import { orderNumberId, type Order } from '@terracraft/shared/orders';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** How messages name an order: `#TC1001`. */
export const orderLabel = (number: number) => `#${orderNumberId(number)}`;

/** An order as the API shows it, from its row and its items' rows. */
export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    number: orderNumberId(row.number),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    items: items.map((item) => ({
      productId: item.productSlug,
      name: item.name,
      image: item.image,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    couponCode: row.couponCode,
    shipping: row.shipping,
    total: row.total,
    shippingAddress: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      pin: row.pin,
    },
    placedAt: row.placedAt.toISOString(),
    estimatedDelivery: row.estimatedDelivery.toISOString(),
    paymentDueBy: iso(row.paymentDueBy),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
  };
}
