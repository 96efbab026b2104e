import type { Order, OrderStatus } from '@terracraft/shared/orders';
import type { Database, Transaction } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { StockIn } from '../catalogue/inventory';
import type { Refunds } from '../payments/refunds';
import type { OrderGoods } from './order-goods';
import { orderLabel, toOrder } from './order-mapper';
import type { OrderNotices } from './order-notices';
import {
  assertTransition,
  shopperCancelRefusal,
  type OrderActor,
  type OrderEvent,
} from './order-status';
import { createOrderRepository, type OrderRow, type OrderRowChanges } from './orders.repository';

/** What one event does to an order, beyond what the state machine allows. */
interface EventRule {
  /** Where the event takes the order; none when only its payment changes. */
  to?: OrderStatus;
  /** Why this actor cannot make the event happen to this order, when it cannot. */
  refusal?(label: string, order: OrderRow, actor: OrderActor): string | undefined;
  /**
   * The payment captured for the order is refunded first, while only the order's own rows are
   * locked; if the gateway cannot refund it, the whole change fails with `failure`.
   */
  refund?: { when(order: OrderRow): boolean; failure: string };
  /** The order's goods go back on the shelf, for this reason. */
  givesBack?: StockIn['reason'];
  /** What the event writes to the order's row. */
  changes(context: { order: OrderRow; at: Date; refunded: boolean }): OrderRowChanges;
}

const changedMeanwhile = (label: string) => `Order ${label} changed meanwhile. Please reload.`;

const RULES: Record<OrderEvent['type'], EventRule> = {
  /** The gateway captured the payment of an online order. */
  pay: {
    to: 'processing',
    changes: ({ at }) => ({
      status: 'processing',
      paymentStatus: 'paid',
      paidAt: at,
      paymentDueBy: null,
    }),
  },
  /** Stock, coupon use and sales are given back, and a paid online order is refunded. */
  cancel: {
    to: 'cancelled',
    refusal: (label, order, actor) =>
      actor.kind === 'shopper' ? shopperCancelRefusal(label, order.status) : undefined,
    refund: {
      when: (order) => order.paymentMethod === 'online' && order.paymentStatus === 'paid',
      failure:
        'Your payment could not be refunded just now, so the order was not cancelled. Please try again in a few minutes.',
    },
    givesBack: 'order-cancelled',
    changes: ({ at, refunded }) => ({
      status: 'cancelled',
      paymentStatus: refunded ? 'refunded' : 'not_paid',
      cancelledAt: at,
      cancelReason: 'shopper',
    }),
  },
  /** An online order's payment window closed unpaid: its goods go back on the shelf. */
  expire: {
    to: 'cancelled',
    refusal: (label, order) =>
      order.status === 'payment_pending' ? undefined : changedMeanwhile(label),
    givesBack: 'order-released',
    changes: ({ at }) => ({
      status: 'cancelled',
      paymentStatus: 'not_paid',
      paymentDueBy: null,
      cancelledAt: at,
      cancelReason: 'payment_timeout',
    }),
  },
  ship: {
    to: 'shipped',
    changes: ({ at }) => ({ status: 'shipped', shippedAt: at }),
  },
  /** Cash is collected on delivery. */
  deliver: {
    to: 'delivered',
    changes: ({ order, at }) => ({
      status: 'delivered',
      deliveredAt: at,
      ...(order.paymentMethod === 'cod' ? { paymentStatus: 'paid' as const, paidAt: at } : {}),
    }),
  },
  /** The payment window closed before the money arrived: the goods are back on the shelf already. */
  'refund-late-payment': {
    refusal: (label, order) =>
      order.status === 'payment_pending' ? changedMeanwhile(label) : undefined,
    refund: {
      when: () => true,
      failure:
        'Your payment arrived after the order was released and could not be refunded automatically. Please contact us.',
    },
    changes: () => ({ paymentStatus: 'refunded' }),
  },
};

/** The orders a transaction works on, and the one way it may move them. */
export interface OrderChange {
  tx: Transaction;
  /** An order's row, locked until the transaction ends. */
  lock(orderId: string): Promise<OrderRow | undefined>;
  /** The order as the API shows it. */
  show(order: OrderRow): Promise<Order>;
  /**
   * Moves an order on by one event, as `actor`; the caller holds the order's row lock. Throws a
   * 409 when the order cannot take the event now.
   */
  transition(order: OrderRow, event: OrderEvent, actor: OrderActor): Promise<Order>;
}

/**
 * The order lifecycle: every change of an order's status or payment status goes through
 * `transition`, which checks it against the state machine (order-status.ts) and makes the event's
 * side effects (refund, goods back on the shelf) in the same transaction. What the change
 * announces (log line, mail) goes out once that transaction has committed, never if it rolls back.
 */
export function createOrderLifecycle({
  db,
  goods,
  refunds,
  notices,
}: {
  db: Database;
  goods: OrderGoods;
  refunds: Refunds;
  notices: OrderNotices;
}) {
  async function show(tx: Transaction, order: OrderRow) {
    return toOrder(order, await createOrderRepository(tx).itemsOf([order.id]));
  }

  async function transition(
    tx: Transaction,
    order: OrderRow,
    event: OrderEvent,
    actor: OrderActor,
  ): Promise<Order> {
    const rule = RULES[event.type];
    const label = orderLabel(order.number);
    const refusal = rule.refusal?.(label, order, actor);
    if (refusal) throw conflict(refusal);
    if (rule.to) assertTransition(label, order.status, rule.to);

    const at = event.at ?? new Date();
    // The refund comes first, while only this order's rows are locked: the products' rows are
    // locked just for the quick writes of the release after it.
    const refunded = rule.refund?.when(order)
      ? await refunds.refundCaptured(tx, order, { failure: rule.refund.failure, at })
      : false;
    const moved = await createOrderRepository(tx).updateIfStatus(
      order.id,
      order.status,
      rule.changes({ order, at, refunded }),
    );
    if (!moved) throw conflict(changedMeanwhile(label));
    if (rule.givesBack) await goods.giveBack(tx, moved, rule.givesBack);
    return show(tx, moved);
  }

  return {
    /** Runs `work` in one transaction, then announces the orders it moved. */
    async change<T>(work: (change: OrderChange) => Promise<T>): Promise<T> {
      const moved: { order: Order; event: OrderEvent; actor: OrderActor }[] = [];
      const result = await db.transaction((tx) =>
        work({
          tx,
          lock: (orderId) => createOrderRepository(tx).findById(orderId, { forUpdate: true }),
          show: (order) => show(tx, order),
          transition: async (order, event, actor) => {
            const shown = await transition(tx, order, event, actor);
            moved.push({ order: shown, event, actor });
            return shown;
          },
        }),
      );
      for (const { order, event, actor } of moved) await notices.moved(order, event, actor);
      return result;
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
