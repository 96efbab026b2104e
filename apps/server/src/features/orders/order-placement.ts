import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatInr } from '@terracraft/shared/money';
import {
  ORDER_ERROR_CODES,
  PAYMENT_WINDOW_MINUTES,
  type PlaceOrderResponse,
  type ShippingAddress,
} from '@terracraft/shared/orders';
import { deliveryInstant } from '@terracraft/shared/delivery';
import { orderTotals } from '@terracraft/shared/policy';
import type { OrderLimits } from '@terracraft/shared/settings';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Inventory, salesDay } from '../inventory';
import type { CouponService } from '../coupons';
import type { DeliveryService } from '../delivery';
import type { GatewayOrders } from '../payments';
import { priceFound } from '../pricing';
import { createCheckoutQuote } from './checkout-quote';
import { createGatewayOpening } from './order-gateway-opening';
import type { OrderGoods } from './order-goods';
import { checkQuantities, orderLimit } from './order-limits';
import { toOrder } from './order-mapper';
import type { OrderNotices } from './order-notices';
import { takeUpPending } from './order-retry';
import { createOrderRepository, type OrderItemRow, type OrderRow } from './orders.repository';

interface PlaceOrderInput {
  items: { id: string; quantity: number; unitPrice: number }[];
  couponCode?: string;
  shippingAddress: ShippingAddress;
  paymentMethod: 'online' | 'cod';
}

/** A stable fingerprint of what a checkout attempt asked for. */
function requestHash(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
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
  const openGatewayOrder = createGatewayOpening({ db, goods, gatewayOrders, log });

  return {
    quote: createCheckoutQuote({ db, coupons, delivery }),

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
