import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { COUPON_ERROR_CODE } from '@terracraft/shared/coupons';
import { formatInr } from '@terracraft/shared/money';
import {
  ORDER_ERROR_CODES,
  PAYMENT_WINDOW_MINUTES,
  type CheckoutQuote,
  type PlaceOrderResponse,
  type ShippingAddress,
} from '@terracraft/shared/orders';
import { deliveryInstant } from '@terracraft/shared/delivery';
import { orderTotals } from '@terracraft/shared/policy';
import type { OrderLimits } from '@terracraft/shared/settings';
import type { Database } from '../../db/client';
import { PaymentGatewayError } from '../../integrations/razorpay';
import { AppError } from '../../lib/errors';
import { type Inventory, salesDay } from '../inventory';
import type { CouponService } from '../coupons';
import type { DeliveryService } from '../delivery';
import { paymentGatewayFailure, type GatewayOrders } from '../payments';
import { priceCart, priceFound } from '../pricing';
import type { OrderGoods } from './order-goods';
import { toOrder } from './order-mapper';
import type { OrderNotices } from './order-notices';
import {
  createOrderRepository,
  type OrderItemRow,
  type OrderRepository,
  type OrderRow,
} from './orders.repository';

export interface PlaceOrderInput {
  items: { id: string; quantity: number; unitPrice: number }[];
  couponCode?: string;
  shippingAddress: ShippingAddress;
  paymentMethod: 'online' | 'cod';
}

/** A stable fingerprint of what a checkout attempt asked for. */
function requestHash(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

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

const orderLimit = (message: string, field: string, detail: string) =>
  new AppError(422, ORDER_ERROR_CODES.orderLimit, message, { [field]: detail });

/**
 * Refuses quantities beyond the order limits: units of one product, then units in all. Lines of
 * the same product count together.
 */
export function checkQuantities(
  items: readonly { id: string; quantity: number }[],
  limits: Pick<OrderLimits, 'maxUnitsPerLine' | 'maxUnitsPerOrder'>,
  what: 'order' | 'cart' = 'order',
) {
  const perProduct = new Map<string, number>();
  for (const item of items) {
    perProduct.set(item.id, (perProduct.get(item.id) ?? 0) + item.quantity);
  }
  for (const [id, quantity] of perProduct) {
    if (quantity > limits.maxUnitsPerLine) {
      throw orderLimit(
        `An ${what} can hold at most ${limits.maxUnitsPerLine} of one product (the shop's limit of units per product). Please reduce the quantity.`,
        `items.${id}`,
        `At most ${limits.maxUnitsPerLine}`,
      );
    }
  }
  if (what !== 'order') return;
  const units = [...perProduct.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (units > limits.maxUnitsPerOrder) {
    throw orderLimit(
      `An order can hold at most ${limits.maxUnitsPerOrder} units in all (the shop's limit of units per order); this one has ${units}. Please place a smaller order.`,
      'items',
      `At most ${limits.maxUnitsPerOrder} units`,
    );
  }
}

/** Checkout: the order summary, and placing the order. */
export function createOrderPlacement({
  db,
  coupons,
  inventory,
  goods,
  gatewayOrders,
  notices,
  limits,
  delivery,
  log,
}: {
  db: Database;
  coupons: CouponService;
  /** Where the shop delivers, when, and whether cash on delivery is offered. */
  delivery: DeliveryService;
  inventory: Inventory;
  goods: OrderGoods;
  gatewayOrders: GatewayOrders;
  notices: OrderNotices;
  /** The order limits as the settings hold them now. */
  limits: () => Promise<OrderLimits>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
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
      ({ gatewayOrderId } = await gatewayOrders.open(order));
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
      const current = await createOrderRepository(tx).findById(order.id, { forUpdate: true });
      if (!current) return undefined;
      if (current.status === 'payment_pending') {
        await gatewayOrders.attach(tx, order, gatewayOrderId);
      }
      return { row: current, payment: await gatewayOrders.paymentOf(order.id, tx) };
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
      if (await gatewayOrders.paymentOf(orderId, tx)) return;
      await goods.giveBack(tx, order, 'order-withdrawn');
      await repository.deleteOrder(orderId);
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
  async function takeUpPending(
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

  return {
    /** The order summary of checkout, at current prices, with the cart's coupon if it applies. */
    async quote(
      userId: string,
      input: {
        items: { id: string; quantity: number }[];
        couponCode?: string;
        paymentMethod?: 'online' | 'cod';
      },
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
      const codFee = input.paymentMethod === 'cod' ? (await delivery.rules()).settings.codFee : 0;
      const totals = orderTotals(priced.subtotal, discount, codFee);
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
     * Places an order in one transaction: database prices, the coupon redeemed, the order and its
     * mails written, and last of all the stock taken with a conditional update (units counted as
     * sold with it), so the products' row locks, which every checkout of a popular product waits
     * for, are held only from that statement to the commit. Any refusal rolls everything back.
     * The same idempotency key with the same request answers with the same order; with a
     * different request it is refused. An online checkout of the same cart as an order still
     * waiting for payment takes that order up instead of placing another (`takeUpPending`). An
     * online order is then given its gateway order, outside the transaction (decision 10); if the
     * gateway cannot create one, the order is withdrawn.
     */
    async place(
      user: { id: string },
      idempotencyKey: string,
      input: PlaceOrderInput,
    ): Promise<PlaceOrderResponse & { replayed: boolean }> {
      const hash = requestHash(input);
      const business = await notices.prepare();
      const limit = await limits();
      const rules = await delivery.rules();
      const now = new Date();
      // Before any write: a PIN that does not exist, is not in the address's state or is not
      // served is refused with nothing changed.
      const destination = await delivery.toAddress(input.shippingAddress, rules, now);
      const placed = await db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        await repository.lockAccountPlacements(user.id);
        // The key's earlier order, the open orders, the products and the new order's number, in
        // one read after the account's lock.
        const { earlier, number, found, ...open } = await repository.checkoutStateAndProducts(
          user.id,
          idempotencyKey,
          [...new Set(input.items.map((item) => item.id))],
        );
        if (earlier) {
          if (earlier.requestHash !== hash) {
            throw new AppError(
              422,
              ORDER_ERROR_CODES.idempotencyKeyReused,
              'This checkout attempt was already used for a different order. Please try again.',
            );
          }
          return { orderId: earlier.id, created: undefined, reused: false };
        }

        checkQuantities(input.items, limit);

        const priced = priceFound(input.items, found);
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

        // A retry of an online checkout (the payment window was left, the page closed, another
        // tab) pays the order already waiting for this cart instead of placing another one.
        if (input.paymentMethod === 'online' && open.unpaidOnline > 0) {
          const reused = await takeUpPending(repository, user.id, {
            lines: priced.lines,
            couponCode: input.couponCode,
            address: input.shippingAddress,
            estimatedDelivery: deliveryInstant(destination.deliveryBy!),
            idempotencyKey,
            requestHash: hash,
            now,
          });
          if (reused) return { orderId: reused, created: undefined, reused: true };
        }

        if (input.paymentMethod === 'online' && open.unpaidOnline >= limit.maxUnpaidOnlineOrders) {
          throw orderLimit(
            `You already have ${open.unpaidOnline} online ${open.unpaidOnline === 1 ? 'order' : 'orders'} waiting for payment (the shop's limit of unpaid online orders is ${limit.maxUnpaidOnlineOrders}). Please pay or cancel one in My Orders first.`,
            'paymentMethod',
            `At most ${limit.maxUnpaidOnlineOrders} unpaid online orders`,
          );
        }
        if (input.paymentMethod === 'cod' && open.openCod >= limit.maxOpenCodOrders) {
          throw orderLimit(
            `You already have ${open.openCod} cash-on-delivery ${open.openCod === 1 ? 'order' : 'orders'} not yet shipped (the shop's limit of open cash-on-delivery orders is ${limit.maxOpenCodOrders}). Please wait for one to ship, or pay online.`,
            'paymentMethod',
            `At most ${limit.maxOpenCodOrders} open cash-on-delivery orders`,
          );
        }

        const id = randomUUID();
        const placedAt = new Date();
        const day = salesDay(placedAt);
        // The coupon's row is locked before the products' rows, as a cancellation does (order-goods).
        const redemption = input.couponCode
          ? await coupons.redeem(tx, {
              code: input.couponCode,
              subtotal: priced.subtotal,
              userId: user.id,
              orderId: id,
            })
          : undefined;
        const online = input.paymentMethod === 'online';
        const goodsTotals = orderTotals(priced.subtotal, redemption?.discount ?? 0);
        // The cash-on-delivery limit is on the order's total before the fee for paying in cash.
        if (!online) delivery.assertCod(rules, goodsTotals.total);
        const { codFee, ...totals } = orderTotals(
          priced.subtotal,
          redemption?.discount ?? 0,
          online ? 0 : rules.settings.codFee,
        );
        // The fee for paying in cash is charged with the delivery it belongs to (decision 28).
        totals.shipping += codFee;
        const address = input.shippingAddress;
        const values = {
          id,
          number,
          userId: user.id,
          status: online ? ('payment_pending' as const) : ('processing' as const),
          paymentMethod: input.paymentMethod,
          paymentStatus: online ? ('awaiting_payment' as const) : ('due_on_delivery' as const),
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
          salesDay: day,
          estimatedDelivery: deliveryInstant(destination.deliveryBy!),
          paymentDueBy: online
            ? new Date(placedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000)
            : null,
        };
        // The order as it will be written (the columns' defaults for the rest): what the answer
        // and the mails show, without reading it back.
        const row: OrderRow = {
          ...values,
          version: 1,
          paidAt: null,
          confirmedAt: null,
          shippedAt: null,
          deliveredAt: null,
          cancelledAt: null,
          cancelReason: null,
        };
        const items: OrderItemRow[] = priced.lines.map((line, position) => ({
          orderId: id,
          position,
          productSlug: line.id,
          name: line.name,
          image: line.image ?? null,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
        }));
        const order = toOrder(row, items);
        // A cash-on-delivery order is confirmed: its mails are written with it (rendered here,
        // before any product is locked).
        const mails = notices.writeAlong(tx, notices.placedMails(id, order, business));

        // Last, in one statement: the order, its items, event and mails, and the stock. From
        // here to the commit the products' rows stay locked.
        const shortfall = await inventory.take(
          tx,
          priced.lines.map((line) => ({ slug: line.id, quantity: line.quantity })),
          { reason: 'order-placed', orderId: id, salesDay: day },
          [
            ...repository.orderInsertions(values, items, {
              orderId: id,
              at: placedAt,
              type: 'place',
              actorKind: 'shopper',
              actorId: user.id,
              details: {
                status: row.status,
                paymentMethod: input.paymentMethod,
                total: totals.total,
              },
            }),
            ...(mails ? [mails.statement] : []),
          ],
        );
        if (shortfall) {
          const { available } = shortfall;
          const line = priced.lines.find((candidate) => candidate.id === shortfall.slug)!;
          throw new AppError(
            409,
            ORDER_ERROR_CODES.outOfStock,
            available === 0
              ? `"${line.name}" is out of stock. Please remove it from your cart.`
              : `Only ${available} of "${line.name}" left in stock. Please reduce the quantity.`,
            { [`items.${line.id}`]: available === 0 ? 'Out of stock' : `Only ${available} left` },
          );
        }
        mails?.written();
        return { orderId: id, created: { row, order }, reused: false };
      });

      if (placed.created && placed.created.row.status !== 'payment_pending') {
        // A new cash-on-delivery order: answered from what was written, with nothing to read.
        const { row, order } = placed.created;
        notices.announcePlaced(order);
        return { order, payment: gatewayOrders.checkoutFor(row, undefined), replayed: false };
      }
      const repository = createOrderRepository(db);
      let row = placed.created?.row ?? (await repository.findById(placed.orderId))!;
      // A new online order has no gateway order yet; a replay may.
      let payment = placed.created ? undefined : await gatewayOrders.paymentOf(row.id);
      if (row.status === 'payment_pending' && !payment) {
        // A new online order, or a retry of one whose gateway order was not recorded yet.
        ({ row, payment } = await openGatewayOrder(row));
      }
      const order = toOrder(row, await repository.itemsOf([row.id]));
      if (placed.created) notices.announcePlaced(order);
      return {
        order,
        payment: gatewayOrders.checkoutFor(row, payment),
        replayed: !placed.created && !placed.reused,
      };
    },
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
