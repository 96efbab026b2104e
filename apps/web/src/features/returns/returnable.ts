import type { Order } from '@terracraft/shared/orders';
import { returnDeadline } from '@terracraft/shared/returns';

/** Units of each line (by position) the shopper may still ask to return. */
export function returnableUnits(order: Order): number[] {
  return order.items.map((item, position) => {
    const asked = order.returns
      .filter((ret) => ret.status !== 'rejected')
      .flatMap((ret) => ret.lines)
      .filter((line) => line.position === position)
      .reduce((sum, line) => sum + line.quantity, 0);
    return Math.max(0, item.quantity - asked);
  });
}

/** The last moment returns are taken for a delivered order, or null when it cannot be returned. */
export function returnWindowEnd(order: Order, now = Date.now()): Date | null {
  const deliveredAt = order.shipment?.deliveredAt ?? order.deliveredAt;
  if (order.status !== 'delivered' || !deliveredAt) return null;
  const deadline = returnDeadline(deliveredAt);
  return deadline.getTime() >= now ? deadline : null;
}
