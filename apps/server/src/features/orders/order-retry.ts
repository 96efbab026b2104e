import type { ShippingAddress } from '@terracraft/shared/orders';
import type { OrderItemRow, OrderRepository, OrderRow } from './orders.repository';

/** The fields of an order that hold its shipping address, as placement writes them. */
const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pin',
] as const satisfies readonly (keyof ShippingAddress & keyof OrderRow)[];

/**
 * Whether an order waiting for payment is the one a new checkout asks for: the same products in
 * the same quantities at the same prices (today's, as checked), with the same coupon. These fix
 * the amount the gateway's order was made for; the address does not change it, so a retry may
 * correct the address and still pay the same order.
 */
export function isSameOrder(
  pending: { row: Pick<OrderRow, 'paymentMethod' | 'couponCode'>; items: OrderItemRow[] },
  lines: readonly { id: string; quantity: number; unitPrice: number }[],
  couponCode: string | undefined,
): boolean {
  if (pending.row.paymentMethod !== 'online') return false;
  if ((pending.row.couponCode ?? undefined) !== couponCode) return false;
  if (pending.items.length !== lines.length) return false;
  const wanted = new Map(lines.map((line) => [line.id, line]));
  return pending.items.every((item) => {
    const line = item.productSlug ? wanted.get(item.productSlug) : undefined;
    return line?.quantity === item.quantity && line.unitPrice === item.unitPrice;
  });
}

/**
 * Takes up the account's order waiting for payment that is the same order as a retried online
 * checkout asks for (`isSameOrder`), in the placement's transaction, after the account's lock:
 * the order's row is locked and checked again (a payment or a cancellation may have moved it
 * meanwhile), it answers to the new checkout attempt's key from now on, and ships to the address
 * the shopper gave last. Its goods stay reserved as they were: no stock is taken twice. Answers
 * the order's id, or undefined when there is no such order.
 */
export async function takeUpPending(
  repository: OrderRepository,
  userId: string,
  retry: {
    lines: readonly { id: string; quantity: number; unitPrice: number }[];
    couponCode: string | undefined;
    address: ShippingAddress;
    estimatedDelivery: Date;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<string | undefined> {
  const pending = await repository.pendingOnlineOf(userId, retry.now);
  const same = pending.find((candidate) => isSameOrder(candidate, retry.lines, retry.couponCode));
  if (!same) return undefined;
  const order = await repository.findById(same.row.id, { forUpdate: true });
  const open = (order?.paymentDueBy?.getTime() ?? 0) > retry.now.getTime();
  if (order?.status !== 'payment_pending' || !open) {
    return undefined;
  }
  const addressChanged = ADDRESS_FIELDS.some((field) => order[field] !== retry.address[field]);
  const { firstName, lastName, email, phone, address, city, state, pin } = retry.address;
  const moved = await repository.updateIfStatus(order.id, 'payment_pending', {
    idempotencyKey: retry.idempotencyKey,
    requestHash: retry.requestHash,
    ...(addressChanged
      ? {
          ...{ firstName, lastName, email, phone, address, city, state, pin },
          estimatedDelivery: retry.estimatedDelivery,
        }
      : {}),
  });
  if (!moved) return undefined;
  await repository.insertEvent({
    orderId: order.id,
    at: retry.now,
    type: 'retry',
    actorKind: 'shopper',
    actorId: userId,
    details: { addressChanged },
  });
  return order.id;
}
