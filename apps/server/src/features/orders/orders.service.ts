import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import {
  ORDER_ERROR_CODES,
  ORDERS_PAGE_SIZE,
  PAYMENT_WINDOW_MINUTES,
  orderNumberId,
  type CheckoutQuote,
  type Order,
  type OrderList,
  type OrderTab,
  type PlaceOrderResponse,
  type ShippingAddress,
} from '@terracraft/shared/orders';
import { estimatedDeliveryDate, orderTotals } from '@terracraft/shared/policy';
import type { Database, Transaction } from '../../db/client';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { PaymentGatewayError, type PaymentGateway } from '../../integrations/razorpay';
import { AppError, conflict, notFound } from '../../lib/errors';
import { salesDay } from '../catalogue/sales-day';
import type { CouponService } from '../coupons/coupons.service';
import { priceCart } from '../pricing/pricing.service';
import { orderCancellationMail, orderConfirmationMail } from './order-mail';
import { assertTransition, shopperCancelRefusal } from './order-status';
import {
  createOrderRepository,
  type OrderItemRow,
  type OrderRepository,
  type OrderRow,
  type PaymentRow,
} from './orders.repository';

export interface PlaceOrderInput {
  items: { id: string; quantity: number; unitPrice: number }[];
  couponCode?: string;
  shippingAddress: ShippingAddress;
  paymentMethod: 'online' | 'cod';
}

export interface OrderServiceDeps {
  db: Database;
  coupons: CouponService;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** What happened to a payment the gateway reported (through Checkout or a webhook). */
export type PaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'already-recorded'; order: Order }
  | { kind: 'refunded-late'; order: Order }
  | { kind: 'duplicate-event' }
  | { kind: 'ignored'; reason: string };

const label = (number: number) => `#${orderNumberId(number)}`;

/** How many overdue orders the release job reads at a time. */
const RELEASE_BATCH = 25;

const paymentGatewayFailure = (message: string) =>
  new AppError(502, ORDER_ERROR_CODES.paymentGateway, message);

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
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

/** A stable fingerprint of what a checkout attempt asked for. */
function requestHash(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export function createOrderService({
  db,
  coupons,
  gateway,
  mailer,
  publicUrl,
  log,
}: OrderServiceDeps) {
  async function withItems(repository: OrderRepository, row: OrderRow): Promise<Order> {
    return toOrder(row, await repository.itemsOf([row.id]));
  }

  async function sendMail(message: MailMessage, order: Order) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, order: order.number }, 'order mail could not be sent');
    }
  }

  /** Puts an order's goods back: stock, coupon use and the units counted as sold. */
  async function release(tx: Transaction, order: OrderRow) {
    const repository = createOrderRepository(tx);
    const items = await repository.itemsOf([order.id]);
    for (const item of [...items].sort((a, b) =>
      (a.productSlug ?? '').localeCompare(b.productSlug ?? ''),
    )) {
      if (!item.productSlug) continue;
      await repository.restoreStock(item.productSlug, item.quantity);
      await repository.subtractSales(item.productSlug, order.salesDay, item.quantity);
    }
    if (order.couponCode) await coupons.release(tx, order.id);
  }

  function paymentFor(order: OrderRow, payment: PaymentRow | undefined) {
    if (order.status !== 'payment_pending' || !payment) return null;
    return {
      provider: payment.provider,
      keyId: gateway.keyId,
      gatewayOrderId: payment.gatewayOrderId,
      amount: payment.amount,
      currency: 'INR' as const,
    };
  }

  async function refundOrThrow(order: OrderRow, payment: PaymentRow, message: string) {
    try {
      return await gateway.refund({
        gatewayPaymentId: payment.gatewayPaymentId!,
        amount: payment.amount,
        receipt: orderNumberId(order.number),
      });
    } catch (error) {
      if (error instanceof PaymentGatewayError) {
        log.error({ err: error, order: order.number }, 'refund failed');
        throw paymentGatewayFailure(message);
      }
      throw error;
    }
  }

  /**
   * Creates the gateway's order for an online order and records it. Runs after the placement
   * transaction has committed, so no row stays locked while the gateway answers; if it cannot
   * answer, the order is withdrawn and the shopper is told nothing was placed.
   */
  async function openGatewayOrder(order: OrderRow) {
    const notPlaced = () =>
      paymentGatewayFailure(
        'The payment service could not be reached, so the order was not placed. Please try again.',
      );
    let gatewayOrderId: string;
    try {
      ({ gatewayOrderId } = await gateway.createOrder({
        amount: order.total,
        receipt: orderNumberId(order.number),
        notes: { order_number: label(order.number) },
      }));
    } catch (error) {
      await withdraw(order.id);
      if (!(error instanceof PaymentGatewayError)) throw error;
      log.error(
        { err: error, order: order.number },
        'the payment gateway could not create an order',
      );
      throw notPlaced();
    }
    const attached = await db.transaction(async (tx) => {
      const repository = createOrderRepository(tx);
      const current = await repository.findById(order.id, { forUpdate: true });
      if (!current) return undefined;
      if (current.status === 'payment_pending') {
        await repository.insertPayment({
          orderId: order.id,
          provider: gateway.provider,
          gatewayOrderId,
          amount: order.total,
        });
      }
      return { row: current, payment: await repository.paymentOf(order.id) };
    });
    // Withdrawn meanwhile by a retry of the same attempt whose gateway call failed.
    if (!attached) throw notPlaced();
    return attached;
  }

  /**
   * Takes back an online order the gateway could not open: its goods go back on the shelf and the
   * order is removed, as if never placed. An order a concurrent retry did open is left alone.
   */
  async function withdraw(orderId: string) {
    await db.transaction(async (tx) => {
      const repository = createOrderRepository(tx);
      const order = await repository.findById(orderId, { forUpdate: true });
      if (!order || order.status !== 'payment_pending') return;
      if (await repository.paymentOf(orderId)) return;
      await release(tx, order);
      await repository.deleteOrder(orderId);
    });
  }

  /**
   * Asks the gateway whether an unpaid order was paid after all (the shopper's page closed before
   * Checkout answered, and no webhook came). Undefined when it could not be asked.
   */
  async function wasPaid(orderId: string): Promise<boolean | undefined> {
    const payment = await createOrderRepository(db).paymentOf(orderId);
    if (!payment) return false;
    let captured: Awaited<ReturnType<PaymentGateway['findCapturedPayment']>>;
    try {
      captured = await gateway.findCapturedPayment(payment.gatewayOrderId);
    } catch (error) {
      log.warn({ err: error, orderId }, 'could not ask the payment gateway about an unpaid order');
      return undefined;
    }
    if (!captured) return false;
    const outcome = await service.recordPayment({
      gatewayOrderId: payment.gatewayOrderId,
      ...captured,
    });
    return outcome.kind === 'paid' || outcome.kind === 'already-recorded';
  }

  /** Cancels one unpaid order past its window and gives its goods back, unless taken meanwhile. */
  async function releaseUnpaid(orderId: string, now: Date) {
    return db.transaction(async (tx) => {
      const repository = createOrderRepository(tx);
      const row = await repository.claimOverdue(orderId, now);
      if (!row) return undefined;
      const cancelled = await repository.transition(row.id, 'payment_pending', {
        status: 'cancelled',
        paymentStatus: 'not_paid',
        paymentDueBy: null,
        cancelledAt: now,
        cancelReason: 'payment_timeout',
      });
      if (!cancelled) return undefined;
      await release(tx, row);
      return withItems(repository, cancelled);
    });
  }

  const service = {
    /** The order summary of checkout, at current prices, with the cart's coupon if it applies. */
    async quote(
      userId: string,
      input: { items: { id: string; quantity: number }[]; couponCode?: string },
    ): Promise<CheckoutQuote> {
      const priced = await priceCart(db, input.items);
      let discount = 0;
      let coupon: CheckoutQuote['coupon'] = null;
      let couponError: string | null = null;
      if (input.couponCode) {
        try {
          const applied = await coupons.quote({
            code: input.couponCode,
            subtotal: priced.subtotal,
            userId,
          });
          discount = applied.discount;
          coupon = { code: applied.code, description: applied.description };
        } catch (error) {
          if (!(error instanceof AppError && error.code === COUPON_ERROR_CODE)) throw error;
          couponError = error.message;
        }
      }
      const totals = orderTotals(priced.subtotal, discount);
      return {
        lines: priced.lines.map((line) => ({
          id: line.id,
          name: line.name,
          image: line.image ?? null,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
          available: line.stock,
        })),
        ...totals,
        coupon,
        couponError,
      };
    },

    /**
     * Places an order in one transaction: database prices, stock taken with a conditional
     * update, the coupon redeemed, units counted as sold. Any refusal rolls everything back. The
     * same idempotency key with the same request answers with the same order; with a different
     * request it is refused. An online order is then given its gateway order, outside the
     * transaction (decision 10); if the gateway cannot create one, the order is withdrawn.
     */
    async place(
      user: { id: string },
      idempotencyKey: string,
      input: PlaceOrderInput,
    ): Promise<PlaceOrderResponse & { replayed: boolean }> {
      const hash = requestHash(input);
      const { orderId, created } = await db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        await repository.lockCheckoutAttempt(user.id, idempotencyKey);
        const earlier = await repository.findByIdempotencyKey(user.id, idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== hash) {
            throw new AppError(
              422,
              ORDER_ERROR_CODES.idempotencyKeyReused,
              'This checkout attempt was already used for a different order. Please try again.',
            );
          }
          return { orderId: earlier.id, created: false };
        }

        const priced = await priceCart(tx, input.items);
        const shown = new Map(input.items.map((item) => [item.id, item.unitPrice]));
        for (const line of priced.lines) {
          const shownPrice = shown.get(line.id);
          if (shownPrice !== line.unitPrice) {
            throw new AppError(
              409,
              ORDER_ERROR_CODES.priceChanged,
              `The price of "${line.name}" has changed from ${formatInr(shownPrice ?? 0)} to ${formatInr(line.unitPrice)}. Please review your order and place it again.`,
              { [`items.${line.id}`]: `Now ${formatInr(line.unitPrice)}` },
            );
          }
        }

        // A fixed order of row locks keeps concurrent checkouts of the same products from deadlocking.
        const byId = [...priced.lines].sort((a, b) => a.id.localeCompare(b.id));
        for (const line of byId) {
          if (await repository.reserveStock(line.id, line.quantity)) continue;
          const available = await repository.stockOf(line.id);
          throw new AppError(
            409,
            ORDER_ERROR_CODES.outOfStock,
            available === 0
              ? `"${line.name}" is out of stock. Please remove it from your cart.`
              : `Only ${available} of "${line.name}" left in stock. Please reduce the quantity.`,
            { [`items.${line.id}`]: available === 0 ? 'Out of stock' : `Only ${available} left` },
          );
        }

        const id = randomUUID();
        const redemption = input.couponCode
          ? await coupons.redeem(tx, {
              code: input.couponCode,
              subtotal: priced.subtotal,
              userId: user.id,
              orderId: id,
            })
          : undefined;
        const totals = orderTotals(priced.subtotal, redemption?.discount ?? 0);
        const placedAt = new Date();
        const online = input.paymentMethod === 'online';
        const address = input.shippingAddress;
        const row = await repository.insertOrder({
          id,
          userId: user.id,
          status: online ? 'payment_pending' : 'processing',
          paymentMethod: input.paymentMethod,
          paymentStatus: online ? 'awaiting_payment' : 'due_on_delivery',
          ...totals,
          couponCode: redemption?.code ?? null,
          firstName: address.firstName,
          lastName: address.lastName,
          email: address.email,
          phone: address.phone,
          address: address.address,
          city: address.city,
          state: address.state,
          pin: address.pin,
          idempotencyKey,
          requestHash: hash,
          placedAt,
          salesDay: salesDay(placedAt),
          estimatedDelivery: estimatedDeliveryDate(placedAt),
          paymentDueBy: online
            ? new Date(placedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000)
            : null,
        });
        await repository.insertItems(
          priced.lines.map((line, position) => ({
            orderId: id,
            position,
            productSlug: line.id,
            name: line.name,
            image: line.image ?? null,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            lineTotal: line.lineTotal,
          })),
        );
        for (const line of byId) await repository.addSales(line.id, row.salesDay, line.quantity);
        return { orderId: id, created: true };
      });

      const repository = createOrderRepository(db);
      let row = (await repository.findById(orderId))!;
      let payment = await repository.paymentOf(orderId);
      if (row.status === 'payment_pending' && !payment) {
        // A new online order, or a retry of one whose gateway order was not recorded yet.
        ({ row, payment } = await openGatewayOrder(row));
      }
      const order = await withItems(repository, row);
      if (created) {
        log.info({ order: order.number, method: order.paymentMethod }, 'order placed');
        if (order.status === 'processing') {
          await sendMail(orderConfirmationMail(order, publicUrl), order);
        }
      }
      return { order, payment: paymentFor(row, payment), replayed: !created };
    },

    async list(userId: string, tab: OrderTab, page: number): Promise<OrderList> {
      const repository = createOrderRepository(db);
      const { rows, total } = await repository.listForUser(userId, {
        statuses: tab === 'all' ? undefined : [tab],
        limit: ORDERS_PAGE_SIZE,
        offset: (page - 1) * ORDERS_PAGE_SIZE,
      });
      const items = await repository.itemsOf(rows.map((row) => row.id));
      return {
        orders: rows.map((row) =>
          toOrder(
            row,
            items.filter((item) => item.orderId === row.id),
          ),
        ),
        page,
        pageSize: ORDERS_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
      };
    },

    /** One of the shopper's orders; another shopper's order is a 404, as if it did not exist. */
    async get(userId: string, number: number): Promise<PlaceOrderResponse> {
      const repository = createOrderRepository(db);
      const row = await repository.findForUser(userId, number);
      if (!row) throw notFound(`Order ${label(number)} was not found.`);
      return {
        order: await withItems(repository, row),
        payment: paymentFor(row, await repository.paymentOf(row.id)),
      };
    },

    /** The gateway's order id stored for one of the shopper's online orders. */
    async paymentOfUserOrder(userId: string, number: number) {
      const repository = createOrderRepository(db);
      const row = await repository.findForUser(userId, number);
      if (!row) throw notFound(`Order ${label(number)} was not found.`);
      const payment = await repository.paymentOf(row.id);
      if (!payment) throw conflict(`Order ${label(number)} is not paid online.`);
      return payment;
    },

    /** Whether the gateway's order id is one this shop created (the sandbox asks). */
    async paymentByGatewayOrderId(gatewayOrderId: string) {
      return createOrderRepository(db).paymentByGatewayOrderId(gatewayOrderId);
    },

    /**
     * Records a payment the gateway confirmed, once its signature has been checked. Idempotent:
     * the same payment reported again (Checkout and the webhook, or a replay) changes nothing. A
     * payment for an order already released is refunded.
     */
    async recordPayment(input: {
      gatewayOrderId: string;
      gatewayPaymentId: string;
      /** Paise, when the report carries it (webhooks); checked against the order. */
      amount?: number;
      /** A webhook event id: an event seen before changes nothing. */
      event?: { eventId: string; type: string };
    }): Promise<PaymentOutcome> {
      const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
        const repository = createOrderRepository(tx);
        if (input.event) {
          const fresh = await repository.recordEvent({
            ...input.event,
            gatewayOrderId: input.gatewayOrderId,
          });
          if (!fresh) return { kind: 'duplicate-event' };
        }
        const known = await repository.paymentByGatewayOrderId(input.gatewayOrderId);
        if (!known) return { kind: 'ignored', reason: 'not an order of this shop' };
        // The order's row first, then its payment: the order in which cancelling locks them.
        const order = (await repository.findById(known.orderId, { forUpdate: true }))!;
        const payment = (await repository.paymentOf(order.id, { forUpdate: true }))!;

        if (input.amount !== undefined && input.amount !== payment.amount) {
          log.error(
            {
              gatewayOrderId: input.gatewayOrderId,
              amount: input.amount,
              expected: payment.amount,
            },
            'payment amount does not match the order',
          );
          return { kind: 'ignored', reason: 'amount does not match' };
        }
        if (payment.gatewayPaymentId) {
          if (payment.gatewayPaymentId !== input.gatewayPaymentId) {
            log.error(
              { order: order.number, payment: input.gatewayPaymentId },
              'a second payment was reported for an order already paid; refund it from the Razorpay dashboard',
            );
            return { kind: 'ignored', reason: 'order already paid by another payment' };
          }
          return { kind: 'already-recorded', order: await withItems(repository, order) };
        }

        const now = new Date();
        await repository.recordCapture(order.id, input.gatewayPaymentId, now);
        if (order.status === 'payment_pending') {
          const paid = await repository.transition(order.id, 'payment_pending', {
            status: 'processing',
            paymentStatus: 'paid',
            paidAt: now,
            paymentDueBy: null,
          });
          return { kind: 'paid', order: await withItems(repository, paid!) };
        }
        // The payment window closed before the money arrived: its goods are back on the shelf.
        const captured = { ...payment, gatewayPaymentId: input.gatewayPaymentId };
        const { refundId } = await refundOrThrow(
          order,
          captured,
          'Your payment arrived after the order was released and could not be refunded automatically. Please contact us.',
        );
        await repository.recordRefund(order.id, refundId, now);
        // The order's row is locked: its status cannot have moved since it was read.
        const refunded = (await repository.transition(order.id, order.status, {
          paymentStatus: 'refunded',
        }))!;
        return { kind: 'refunded-late', order: await withItems(repository, refunded) };
      });
      if (outcome.kind === 'paid') {
        log.info({ order: outcome.order.number }, 'order paid');
        await sendMail(orderConfirmationMail(outcome.order, publicUrl), outcome.order);
      }
      if (outcome.kind === 'refunded-late') {
        log.warn({ order: outcome.order.number }, 'payment arrived after release; refunded');
      }
      return outcome;
    },

    /**
     * The shopper cancels a Processing order: stock, coupon use and sales are given back and a
     * paid online order is refunded, all or nothing.
     */
    async cancel(userId: string, number: number): Promise<Order> {
      const order = await db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        const row = await repository.findForUser(userId, number, { forUpdate: true });
        if (!row) throw notFound(`Order ${label(number)} was not found.`);
        const refusal = shopperCancelRefusal(label(number), row.status);
        if (refusal) throw conflict(refusal);
        // The refund comes first, while only this order's rows are locked: the products' rows are
        // locked just for the quick writes of the release after it.
        let paymentStatus: OrderRow['paymentStatus'] = 'not_paid';
        if (row.paymentMethod === 'online' && row.paymentStatus === 'paid') {
          const payment = await repository.paymentOf(row.id, { forUpdate: true });
          if (payment?.gatewayPaymentId) {
            const { refundId } = await refundOrThrow(
              row,
              payment,
              'Your payment could not be refunded just now, so the order was not cancelled. Please try again in a few minutes.',
            );
            await repository.recordRefund(row.id, refundId, new Date());
            paymentStatus = 'refunded';
          }
        }
        await release(tx, row);
        const cancelled = await repository.transition(row.id, 'processing', {
          status: 'cancelled',
          paymentStatus,
          cancelledAt: new Date(),
          cancelReason: 'shopper',
        });
        if (!cancelled) throw conflict(`Order ${label(number)} changed meanwhile. Please reload.`);
        return withItems(repository, cancelled);
      });
      log.info({ order: order.number }, 'order cancelled by the shopper');
      await sendMail(orderCancellationMail(order, publicUrl), order);
      return order;
    },

    /** Staff move an order on: Processing → Shipped → Delivered. Cash is collected on delivery. */
    async advance(number: number, to: 'shipped' | 'delivered'): Promise<Order> {
      return db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        const row = await repository.findByNumber(number, { forUpdate: true });
        if (!row) throw notFound(`Order ${label(number)} was not found.`);
        assertTransition(label(number), row.status, to);
        const now = new Date();
        const moved = await repository.transition(
          row.id,
          row.status,
          to === 'shipped'
            ? { status: 'shipped', shippedAt: now }
            : {
                status: 'delivered',
                deliveredAt: now,
                ...(row.paymentMethod === 'cod' ? { paymentStatus: 'paid', paidAt: now } : {}),
              },
        );
        return withItems(repository, moved!);
      });
    },

    /**
     * Releases online orders still unpaid after the payment window: stock, coupon use and sales
     * come back and the order is Cancelled. Each is first asked about at the gateway, and one that
     * was paid after all is recorded as paid instead; one the gateway cannot be asked about waits
     * for the next run. Runs periodically on every server: claims are SKIP LOCKED and each move is
     * conditional, so servers never release an order twice.
     */
    async expireOverdue({ now = new Date() }: { now?: Date } = {}) {
      let released = 0;
      let afterId: string | undefined;
      for (;;) {
        const due = await createOrderRepository(db).overdue(now, RELEASE_BATCH, afterId);
        for (const orderId of due) {
          if ((await wasPaid(orderId)) !== false) continue;
          const order = await releaseUnpaid(orderId, now);
          if (!order) continue;
          released += 1;
          log.info({ order: order.number }, 'unpaid order released');
          await sendMail(orderCancellationMail(order, publicUrl), order);
        }
        if (due.length < RELEASE_BATCH) return released;
        afterId = due.at(-1);
      }
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
