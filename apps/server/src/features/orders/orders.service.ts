import {
  ORDERS_PAGE_SIZE,
  stagesOf,
  type OrderList,
  type OrderTab,
  type PlaceOrderResponse,
} from '@terracraft/shared/orders';
import type { ReturnSummary } from '@terracraft/shared/returns';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { GatewayOrders } from '../payments';
import { orderLabel, toOrder } from './order-mapper';
import { createOrderRepository } from './orders.repository';

/** A shopper's own orders, as they read them. */
export function createOrderService({
  db,
  gatewayOrders,
  returns,
}: {
  db: Database;
  gatewayOrders: GatewayOrders;
  /** The returns of orders, shown with them. */
  returns: { summariesOf(orderIds: string[]): Promise<Map<string, ReturnSummary[]>> };
}) {
  return {
    async list(userId: string, tab: OrderTab, page: number): Promise<OrderList> {
      const repository = createOrderRepository(db);
      const { rows, total } = await repository.listForUser(userId, {
        statuses: tab === 'all' ? undefined : stagesOf(tab),
        limit: ORDERS_PAGE_SIZE,
        offset: (page - 1) * ORDERS_PAGE_SIZE,
      });
      const ids = rows.map((row) => row.id);
      const [items, shipments, returned, documents] = await Promise.all([
        repository.itemsOf(ids),
        repository.shipmentsOf(ids),
        returns.summariesOf(ids),
        repository.documentsOf(ids),
      ]);
      return {
        orders: rows.map((row) =>
          toOrder(
            row,
            items.filter((item) => item.orderId === row.id),
            shipments.find((shipment) => shipment.orderId === row.id),
            returned.get(row.id),
            documents.filter((document) => document.orderId === row.id),
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
      if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
      return {
        order: toOrder(
          row,
          await repository.itemsOf([row.id]),
          (await repository.shipmentsOf([row.id]))[0],
          (await returns.summariesOf([row.id])).get(row.id),
          await repository.documentsOf([row.id]),
        ),
        payment: gatewayOrders.checkoutFor(row, await gatewayOrders.paymentOf(row.id)),
      };
    },

    /** The gateway's order id stored for one of the shopper's online orders. */
    async paymentOfUserOrder(userId: string, number: number) {
      const row = await createOrderRepository(db).findForUser(userId, number);
      if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
      const payment = await gatewayOrders.paymentOf(row.id);
      if (!payment) throw conflict(`Order ${orderLabel(number)} is not paid online.`);
      return payment;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
