import { ORDER_STAGE_LABELS, type OrderStage } from '@terracraft/shared/orders';
import type { StaffRole } from '@terracraft/shared/auth';
import { conflict } from '../../lib/errors';

/**
 * The order state machine (decision 18). An online order starts in payment_pending and becomes
 * Processing when paid or Cancelled when its payment window closes; a cash on delivery order
 * starts in Processing. Staff then confirm it, pack it, ship it and mark it delivered; until it
 * ships it can be cancelled. Delivered and Cancelled are final.
 */
const NEXT: Record<OrderStage, readonly OrderStage[]> = {
  payment_pending: ['processing', 'cancelled'],
  processing: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Carrier and tracking of a parcel, as staff give them when shipping. */
export interface ShipmentDetails {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

/**
 * What can happen to an order. Each event moves it through the lifecycle (order-lifecycle.ts),
 * which knows what the event changes; `at` is when it happened, now unless given.
 */
export type OrderEvent = { at?: Date } & (
  | { type: 'pay' }
  | { type: 'cancel'; reason?: string }
  | { type: 'expire' }
  | { type: 'confirm' }
  | { type: 'pack' }
  | { type: 'ship'; shipment: ShipmentDetails }
  | { type: 'deliver' }
  | { type: 'collect-cash' }
  | { type: 'refund-late-payment' }
);

/**
 * Who made an event happen: the shopper, a staff member (as they are at that moment), or the
 * shop itself (the gateway, the expiry job).
 */
export type OrderActor =
  | { kind: 'shopper'; userId: string }
  | { kind: 'staff'; id: string; email: string; role: StaffRole }
  | { kind: 'system' };

export const canTransition = (from: OrderStage, to: OrderStage) => NEXT[from].includes(to);

/** Throws a 409 naming the order and both states when the move is not allowed. */
export function assertTransition(orderLabel: string, from: OrderStage, to: OrderStage) {
  if (canTransition(from, to)) return;
  const now = ORDER_STAGE_LABELS[from];
  const wanted = ORDER_STAGE_LABELS[to];
  if (from === to) throw conflict(`Order ${orderLabel} is already ${now}.`);
  if (NEXT[from].length === 0) {
    throw conflict(`Order ${orderLabel} is ${now}, which is final: it cannot become ${wanted}.`);
  }
  throw conflict(
    `Order ${orderLabel} is ${now}; it can become ${NEXT[from].map((s) => ORDER_STAGE_LABELS[s]).join(' or ')}, not ${wanted}.`,
  );
}

/**
 * Why a shopper cannot cancel an order in this state. They may while it is Processing as they see
 * it (new, confirmed or packed, not yet handed to the carrier), and while it waits for its online
 * payment: its goods then go back on sale at once instead of when the payment window closes.
 */
export function shopperCancelRefusal(orderLabel: string, status: OrderStage): string | undefined {
  switch (status) {
    case 'payment_pending':
    case 'processing':
    case 'confirmed':
    case 'packed':
      return undefined;
    case 'shipped':
      return `Order ${orderLabel} has already shipped and can no longer be cancelled.`;
    case 'delivered':
      return `Order ${orderLabel} has been delivered and can no longer be cancelled.`;
    case 'cancelled':
      return `Order ${orderLabel} is already cancelled.`;
  }
}

/** Why a COD order's cash cannot be marked collected now, when it cannot. */
export function cashCollectionRefusal(
  orderLabel: string,
  order: { status: OrderStage; paymentMethod: string; paymentStatus: string },
): string | undefined {
  if (order.paymentMethod !== 'cod') {
    return `Order ${orderLabel} was paid online: there is no cash to collect.`;
  }
  if (order.paymentStatus === 'paid')
    return `The cash for order ${orderLabel} is already collected.`;
  if (order.status !== 'shipped' && order.status !== 'delivered') {
    return `Order ${orderLabel} is ${ORDER_STAGE_LABELS[order.status]}: cash is collected once it has shipped.`;
  }
  return undefined;
}
