import { type Order, type OrderStage, orderNumberId } from '@terracraft/shared/orders';
import type { Database, Transaction } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import { ERROR_CODES } from '@terracraft/shared/errors';
import type { AuditLog } from '../audit';
import type { StockIn } from '../inventory';
import type { Refunds } from '../payments';
import type { OrderGoods } from './order-goods';
import { orderLabel, toOrder } from './order-mapper';
import type { OrderNotices } from './order-notices';
import {
  assertTransition,
  cashCollectionRefusal,
  shopperCancelRefusal,
  type OrderActor,
  type OrderEvent,
} from './order-status';
import {
  createOrderRepository,
  type OrderRepository,
  type OrderRow,
  type OrderRowChanges,
} from './orders.repository';

/** Staff acted on an order as it was at `version`, and it has moved on since (409 STALE). */
const staleOrder = (label: string) =>
  new AppError(
    409,
    ERROR_CODES.stale,
    `Order ${label} changed since you opened it. Reload to see the change.`,
  );

/** How the timeline names who made a change. */
export function eventActor(actor: OrderActor) {
  switch (actor.kind) {
    case 'staff':
      return {
        actorKind: 'staff' as const,
        actorId: actor.id,
        actorEmail: actor.email,
        actorRole: actor.role,
      };
    case 'shopper':
      return { actorKind: 'shopper' as const, actorId: actor.userId };
    case 'system':
      return { actorKind: 'system' as const };
  }
}

/** Issues an order's tax invoice in the ship transaction (features/invoices, decision 0023). */
interface InvoiceIssuer {
  issueInvoice(tx: Transaction, orderId: string, at: Date): Promise<{ id: string; number: string }>;
}

/**
 * The shopper's saved cart (features/cart): what a paid order bought leaves it, so the same goods
 * are not bought twice, whichever page (or webhook) the payment came through.
 */
interface SavedCarts {
  takeOutOrdered(
    tx: Transaction,
    userId: string,
    lines: { slug: string; quantity: number }[],
  ): Promise<void>;
}

/** What one event does to an order, beyond what the state machine allows. */
interface EventRule<Type extends OrderEvent['type']> {
  /** Where the event takes the order; none when only its payment changes. */
  to?: OrderStage;
  /** Why this actor cannot make the event happen to this order, when it cannot. */
  refusal?(label: string, order: OrderRow, actor: OrderActor): string | undefined;
  /**
   * The payment captured for the order is refunded first, while only the order's own rows are
   * locked; if the gateway cannot refund it, the whole change fails with `failure`.
   */
  refund?: { when(order: OrderRow): boolean; failure(label: string, actor: OrderActor): string };
  /** The order's goods go back on the shelf, for this reason. */
  givesBack?: StockIn['reason'];
  /** What the event writes to the order's row. */
  changes(context: {
    order: OrderRow;
    event: Extract<OrderEvent, { type: Type }>;
    actor: OrderActor;
    at: Date;
    refunded: boolean;
  }): OrderRowChanges;
  /** Rows the event writes beside the order's (the shipment, the tax invoice). */
  records?(
    repository: OrderRepository,
    context: {
      order: OrderRow;
      event: Extract<OrderEvent, { type: Type }>;
      at: Date;
      tx: Transaction;
      invoices: InvoiceIssuer;
      carts: SavedCarts;
    },
  ): Promise<void>;
  /** What the timeline keeps of the event, beyond the states before and after. */
  details?(event: Extract<OrderEvent, { type: Type }>): Record<string, unknown>;
}

const changedMeanwhile = (label: string) => `Order ${label} changed meanwhile. Please reload.`;

const RULES: { [Type in OrderEvent['type']]: EventRule<Type> } = {
  /** The gateway captured the payment of an online order: its goods leave the shopper's cart. */
  pay: {
    to: 'processing',
    changes: ({ at }) => ({
      status: 'processing',
      paymentStatus: 'paid',
      paidAt: at,
      paymentDueBy: null,
    }),
    records: async (repository, { order, tx, carts }) => {
      const items = await repository.itemsOf([order.id]);
      await carts.takeOutOrdered(
        tx,
        order.userId,
        items.flatMap((item) =>
          item.productSlug ? [{ slug: item.productSlug, quantity: item.quantity }] : [],
        ),
      );
    },
  },
  /**
   * By the shopper (while they see it as Processing, or while it waits for payment) or by staff
   * (until it ships): stock, coupon use and sales are given back, and a paid online order is
   * refunded.
   */
  cancel: {
    to: 'cancelled',
    refusal: (label, order, actor) =>
      actor.kind === 'shopper' ? shopperCancelRefusal(label, order.status) : undefined,
    refund: {
      when: (order) => order.paymentMethod === 'online' && order.paymentStatus === 'paid',
      failure: (label, actor) =>
        actor.kind === 'staff'
          ? `The payment of order ${label} could not be refunded through the gateway just now, so the order was not cancelled. Try again in a few minutes.`
          : 'Your payment could not be refunded just now, so the order was not cancelled. Please try again in a few minutes.',
    },
    givesBack: 'order-cancelled',
    changes: ({ actor, at, refunded }) => ({
      status: 'cancelled',
      paymentStatus: refunded ? 'refunded' : 'not_paid',
      paymentDueBy: null,
      cancelledAt: at,
      cancelReason: actor.kind === 'staff' ? 'staff' : 'shopper',
    }),
    details: (event) => (event.reason ? { reason: event.reason } : {}),
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
  /** Staff accept the order: they will make it up. */
  confirm: { to: 'confirmed', changes: ({ at }) => ({ status: 'confirmed', confirmedAt: at }) },
  /** The parcel is packed and waits for the carrier. */
  pack: { to: 'packed', changes: () => ({ status: 'packed' }) },
  /** Handed to the carrier, with its tracking number; the goods leave with their tax invoice. */
  ship: {
    to: 'shipped',
    changes: ({ at }) => ({ status: 'shipped', shippedAt: at }),
    records: async (repository, { order, event, at, tx, invoices }) => {
      await repository.insertShipment({
        orderId: order.id,
        carrier: event.shipment.carrier,
        trackingNumber: event.shipment.trackingNumber,
        trackingUrl: event.shipment.trackingUrl ?? null,
        shippedAt: at,
      });
      await invoices.issueInvoice(tx, order.id, at);
    },
    details: (event) => ({
      carrier: event.shipment.carrier,
      trackingNumber: event.shipment.trackingNumber,
      trackingUrl: event.shipment.trackingUrl ?? null,
    }),
  },
  /** The carrier delivered it. A COD order's cash is marked collected on its own (collect-cash). */
  deliver: {
    to: 'delivered',
    changes: ({ at }) => ({ status: 'delivered', deliveredAt: at }),
    records: (repository, { order, at }) => repository.markShipmentDelivered(order.id, at),
  },
  /** The cash of a COD order reached the shop (from the courier, once shipped). */
  'collect-cash': {
    refusal: (label, order) => cashCollectionRefusal(label, order),
    changes: ({ at }) => ({ paymentStatus: 'paid', paidAt: at }),
    details: () => ({}),
  },
  /** The payment window closed before the money arrived: the goods are back on the shelf already. */
  'refund-late-payment': {
    refusal: (label, order) =>
      order.status === 'payment_pending' ? changedMeanwhile(label) : undefined,
    refund: {
      when: () => true,
      failure: () =>
        'Your payment arrived after the order was released and could not be refunded automatically. Please contact us.',
    },
    changes: () => ({ paymentStatus: 'refunded' }),
  },
};

/** The orders a transaction works on, and the one way it may move them. */
interface OrderChange {
  tx: Transaction;
  /** An order's row, locked until the transaction ends. */
  lock(orderId: string): Promise<OrderRow | undefined>;
  /** The order as the API shows it. */
  show(order: OrderRow): Promise<Order>;
  /**
   * Moves an order on by one event, as `actor`; the caller holds the order's row lock. Throws a
   * 409 when the order cannot take the event now, and 409 STALE when `version` (the order as
   * staff read it) is given and the order has changed since.
   */
  transition(
    order: OrderRow,
    event: OrderEvent,
    actor: OrderActor,
    options?: { version?: number },
  ): Promise<Order>;
}

/**
 * The order lifecycle: every change of an order's status or payment status goes through
 * `transition`, which checks it against the state machine (order-status.ts) and makes the event's
 * side effects (refund, goods back on the shelf) and its mails (written to the outbox) in the same
 * transaction. The log line is written once that transaction has committed, never if it rolls back.
 */
export function createOrderLifecycle({
  db,
  goods,
  refunds,
  notices,
  audit,
  invoices,
  carts,
}: {
  db: Database;
  goods: OrderGoods;
  refunds: Refunds;
  notices: OrderNotices;
  audit: AuditLog;
  invoices: InvoiceIssuer;
  carts: SavedCarts;
}) {
  async function show(tx: Transaction, order: OrderRow) {
    const repository = createOrderRepository(tx);
    const [items, [shipment], documents] = await Promise.all([
      repository.itemsOf([order.id]),
      repository.shipmentsOf([order.id]),
      repository.documentsOf([order.id]),
    ]);
    // What the lifecycle's answer serves (its mails, the shopper's cancellation) never shows
    // returns, which follow delivery; My Orders reads them with the order (orders.service.ts).
    return toOrder(order, items, shipment, [], documents);
  }

  async function transition<Type extends OrderEvent['type']>(
    tx: Transaction,
    order: OrderRow,
    event: Extract<OrderEvent, { type: Type }>,
    actor: OrderActor,
    { version }: { version?: number } = {},
  ): Promise<Order> {
    const rule = RULES[event.type] as unknown as EventRule<Type>;
    const label = orderLabel(order.number);
    if (version !== undefined && version !== order.version) throw staleOrder(label);
    const refusal = rule.refusal?.(label, order, actor);
    if (refusal) throw conflict(refusal);
    if (rule.to) assertTransition(label, order.status, rule.to);

    const at = event.at ?? new Date();
    const repository = createOrderRepository(tx);
    // The refund comes first, while only this order's rows are locked: the products' rows are
    // locked just for the quick writes of the release after it.
    const refunded = rule.refund?.when(order)
      ? await refunds.refundCaptured(tx, order, {
          failure: rule.refund.failure(label, actor),
          at,
        })
      : false;
    const moved = await repository.updateIfStatus(
      order.id,
      order.status,
      rule.changes({ order, event, actor, at, refunded }),
    );
    if (!moved) throw conflict(changedMeanwhile(label));
    await rule.records?.(repository, { order: moved, event, at, tx, invoices, carts });
    if (rule.givesBack) await goods.giveBack(tx, moved, rule.givesBack);

    const before = { status: order.status, paymentStatus: order.paymentStatus };
    const after = { status: moved.status, paymentStatus: moved.paymentStatus };
    const details = { ...rule.details?.(event), refunded };
    await repository.insertEvent({
      orderId: order.id,
      at,
      type: event.type,
      ...eventActor(actor),
      details: { from: before, to: after, ...details },
    });
    if (actor.kind === 'staff') {
      await audit.record(tx, {
        actor: { id: actor.id, email: actor.email, role: actor.role },
        action: `order.${event.type}`,
        entityType: 'order',
        entityId: orderNumberId(order.number),
        before: { ...before, version: order.version },
        after: { ...after, version: moved.version, ...details },
      });
    }
    return show(tx, moved);
  }

  return {
    /** Runs `work` in one transaction, then announces the orders it moved. */
    async change<T>(work: (change: OrderChange) => Promise<T>): Promise<T> {
      const moved: { order: Order; event: OrderEvent; actor: OrderActor }[] = [];
      const business = await notices.prepare();
      const result = await db.transaction((tx) =>
        work({
          tx,
          lock: (orderId) => createOrderRepository(tx).findById(orderId, { forUpdate: true }),
          show: (order) => show(tx, order),
          transition: async (order, event, actor, options) => {
            const shown = await transition(tx, order, event, actor, options);
            // The change's mails are written with it: they exist exactly when the change does.
            await notices.moved(tx, order.id, shown, event, business);
            moved.push({ order: shown, event, actor });
            return shown;
          },
        }),
      );
      for (const { order, event, actor } of moved) notices.announceMoved(order, event, actor);
      return result;
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
