import type {
  CustomerDetail,
  CustomerListQuery,
  CustomerPage,
  CustomerSummary,
} from '@terracraft/shared/customers';
import { orderNumberId } from '@terracraft/shared/orders';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { instantCursorSchema } from '../../lib/keyset';
import { createCustomerRepository } from './customers.repository';

/** The most orders a customer's page lists; their totals count every order. */
const CUSTOMER_ORDERS_SHOWN = 100;

type SummaryRow = Awaited<ReturnType<ReturnType<typeof createCustomerRepository>['list']>>[number];

const toSummary = (row: SummaryRow): CustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joinedAt: row.createdAt.toISOString(),
  orderCount: row.orderCount,
  totalSpent: row.totalSpent,
  twoFactorEnabled: row.twoFactorEnabled,
});

/** The shop's customers (every account) with their orders and what they spent. Read-only. */
export function createCustomerService(db: Database) {
  const customers = createCustomerRepository(db);
  return {
    async list(query: CustomerListQuery): Promise<CustomerPage> {
      const after = query.cursor ? decodeCursor(query.cursor, instantCursorSchema) : undefined;
      const rows = await customers.list({ q: query.q || undefined, after }, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSummary),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
      };
    },

    async get(id: string): Promise<CustomerDetail> {
      const row = await customers.find(id);
      if (!row) throw notFound('No customer has this id.');
      const orders = await customers.orders(id, CUSTOMER_ORDERS_SHOWN);
      return {
        ...toSummary(row),
        orders: orders.map((order) => ({
          number: orderNumberId(order.number),
          status: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          total: order.total,
          placedAt: order.placedAt.toISOString(),
        })),
      };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
