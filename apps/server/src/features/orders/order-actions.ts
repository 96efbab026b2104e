import type { Order } from '@terracraft/shared/orders';
import { carrierTrackingUrl, findCarrier } from '@terracraft/shared/orders/carriers';
import { notFound } from '../../lib/errors';
import type { OrderLifecycle } from './order-lifecycle';
import { orderLabel } from './order-mapper';
import type { OrderActor, OrderEvent, ShipmentDetails } from './order-status';
import { createOrderRepository } from './orders.repository';

type StaffActor = Extract<OrderActor, { kind: 'staff' }>;

/** What shoppers and staff do to an order; each goes through the order lifecycle. */
export function createOrderActions({ lifecycle }: { lifecycle: OrderLifecycle }) {
  /** One staff move of the order numbered `number`, as it was at `version` when they read it. */
  function staffMove(staff: StaffActor, number: number, version: number, event: OrderEvent) {
    return lifecycle.change(async ({ tx, transition }) => {
      const row = await createOrderRepository(tx).findByNumber(number, { forUpdate: true });
      if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
      return transition(row, event, staff, { version });
    });
  }

  return {
    /**
     * The shopper cancels an order they see as Processing: stock, coupon use and sales are given
     * back and a paid online order is refunded, all or nothing.
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

    confirm: (staff: StaffActor, number: number, version: number) =>
      staffMove(staff, number, version, { type: 'confirm' }),
    pack: (staff: StaffActor, number: number, version: number) =>
      staffMove(staff, number, version, { type: 'pack' }),
    /**
     * A known carrier is kept under its own name, and its tracking page is built from the number
     * when staff give none.
     */
    ship: (staff: StaffActor, number: number, version: number, shipment: ShipmentDetails) =>
      staffMove(staff, number, version, {
        type: 'ship',
        shipment: {
          carrier: findCarrier(shipment.carrier)?.name ?? shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl:
            shipment.trackingUrl ?? carrierTrackingUrl(shipment.carrier, shipment.trackingNumber),
        },
      }),
    deliver: (staff: StaffActor, number: number, version: number) =>
      staffMove(staff, number, version, { type: 'deliver' }),
    /** Staff cancel an order that has not shipped; a paid online order is refunded first. */
    cancelByStaff: (staff: StaffActor, number: number, version: number, reason?: string) =>
      staffMove(staff, number, version, { type: 'cancel', reason }),
    collectCash: (staff: StaffActor, number: number, version: number) =>
      staffMove(staff, number, version, { type: 'collect-cash' }),
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
