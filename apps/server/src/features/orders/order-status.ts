import { ORDER_STATUS_LABELS, type OrderStatus } from '@terracraft/shared/orders';
import { conflict } from '../../lib/errors';

/**
 * The order state machine. Processing → Shipped → Delivered and Processing → Cancelled; an
 * online order starts in payment_pending and becomes Processing when paid or Cancelled when its
 * payment window closes. Delivered and Cancelled are final.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  payment_pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * What can happen to an order. Each event moves it through the lifecycle (order-lifecycle.ts),
 * which knows what the event changes; `at` is when it happened, now unless given.
 */
export type OrderEvent = { at?: Date } & (
  | { type: 'pay' }
  | { type: 'cancel' }
  | { type: 'expire' }
  | { type: 'ship' }
  | { type: 'deliver' }
  | { type: 'refund-late-payment' }
);

/** Who made an event happen: the shopper, staff, or the shop itself (the gateway, the expiry job). */
export type OrderActor =
  { kind: 'shopper'; userId: string } | { kind: 'staff' } | { kind: 'system' };

export const canTransition = (from: OrderStatus, to: OrderStatus) => NEXT[from].includes(to);

/** Throws a 409 naming the order and both states when the move is not allowed. */
export function assertTransition(orderLabel: string, from: OrderStatus, to: OrderStatus) {
  if (canTransition(from, to)) return;
  const now = ORDER_STATUS_LABELS[from];
  const wanted = ORDER_STATUS_LABELS[to];
  if (from === to) throw conflict(`Order ${orderLabel} is already ${now}.`);
  if (NEXT[from].length === 0) {
    throw conflict(`Order ${orderLabel} is ${now}, which is final: it cannot become ${wanted}.`);
  }
  throw conflict(
    `Order ${orderLabel} is ${now}; it can become ${NEXT[from].map((s) => ORDER_STATUS_LABELS[s]).join(' or ')}, not ${wanted}.`,
  );
}

/** Why a shopper cannot cancel an order in this state (only Processing orders can be). */
export function shopperCancelRefusal(orderLabel: string, status: OrderStatus): string | undefined {
  switch (status) {
    case 'processing':
      return undefined;
    case 'payment_pending':
      return `Order ${orderLabel} is waiting for payment. If it is not paid, it is released automatically.`;
    case 'shipped':
      return `Order ${orderLabel} has already shipped and can no longer be cancelled.`;
    case 'delivered':
      return `Order ${orderLabel} has been delivered and can no longer be cancelled.`;
    case 'cancelled':
      return `Order ${orderLabel} is already cancelled.`;
  }
}
