import type { Order } from '@terracraft/shared/orders';
import { notFound } from '../../lib/errors';
import type { OrderLifecycle } from './order-lifecycle';
import { orderLabel } from './order-mapper';
import { createOrderRepository } from './orders.repository';

const STAFF = { kind: 'staff' } as const;

/** What shoppers and staff do to an order; each goes through the order lifecycle. */
export function createOrderActions({ lifecycle }: { lifecycle: OrderLifecycle }) {
  return {
    /**
     * The shopper cancels a Processing order: stock, coupon use and sales are given back and a
     * paid online order is refunded, all or nothing.
     */
    cancelByShopper(userId: string, number: number): Promise<Order> {
      return lifecycle.change(async ({ tx, transition }) => {
        const row = await createOrderRepository(tx).findForUser(userId, number, {
          forUpdate: true,
        });
        if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
        return transition(row, { type: 'cancel' }, { kind: 'shopper', userId });
      });
    },

    /** Staff move an order on: Processing → Shipped → Delivered. Cash is collected on delivery. */
    advance(number: number, to: 'shipped' | 'delivered'): Promise<Order> {
      return lifecycle.change(async ({ tx, transition }) => {
        const row = await createOrderRepository(tx).findByNumber(number, { forUpdate: true });
        if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
        return transition(row, { type: to === 'shipped' ? 'ship' : 'deliver' }, STAFF);
      });
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
