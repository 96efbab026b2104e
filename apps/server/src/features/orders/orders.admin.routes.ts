import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { OrderActions } from './order-actions';
import type { OrderConsole } from './order-console';

/** Console: orders. Every move goes through the order lifecycle (decision 18). */
export const ordersAdminRoutes: FastifyPluginAsync<{
  console: OrderConsole;
  actions: OrderActions;
}> = async (app, { console: orders, actions }) => {
  const staffOf = (request: Parameters<typeof signedInStaff>[0]) => {
    const { id, email, role } = signedInStaff(request);
    return { kind: 'staff' as const, id, email, role };
  };

  route(
    app,
    'admin.orders.list',
    {
      summary: 'Orders, newest first, paged by cursor, with filters and search (staff)',
      description:
        'Filters: status (stage), paymentMethod, paymentStatus, from/to (placed, from included). q finds an order number (TC1001), a PIN (6 digits), a phone (10 digits) or an email (or its beginning).',
    },
    async (request) => {
      return orders.list(request.query);
    },
  );

  route(
    app,
    'admin.orders.get',
    {
      summary:
        'One order: items, address, payment, shipment, timeline and the moves it allows (staff)',
    },
    async (request) => {
      return orders.get(request.params.number);
    },
  );

  const move = `Body { version } with the version the order was read at: 409 STALE when it changed since, 409 CONFLICT naming the order and its status when the lifecycle does not allow the move. Audited, and a row of the order's timeline.`;

  route(
    app,
    'admin.orders.confirm',
    { summary: 'Confirm a Processing order (staff)', description: move },
    async (request) => {
      const { number } = request.params;
      await actions.confirm(staffOf(request), number, request.body.version);
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.pack',
    { summary: 'Mark a Confirmed order packed (staff)', description: move },
    async (request) => {
      const { number } = request.params;
      await actions.pack(staffOf(request), number, request.body.version);
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.ship',
    {
      summary: 'Ship a Packed order with its carrier and tracking number (staff)',
      description: `${move} carrier and trackingNumber are required; trackingUrl is optional and https only. The shopper sees them in My Orders.`,
    },
    async (request) => {
      const { number } = request.params;
      const { version, carrier, trackingNumber, trackingUrl } = request.body;
      await actions.ship(staffOf(request), number, version, {
        carrier,
        trackingNumber,
        trackingUrl,
      });
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.deliver',
    { summary: 'Mark a Shipped order delivered (staff)', description: move },
    async (request) => {
      const { number } = request.params;
      await actions.deliver(staffOf(request), number, request.body.version);
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.cancel',
    {
      summary: 'Cancel an order that has not shipped (staff)',
      description: `${move} Stock and coupon use go back; a paid online order is refunded through the gateway first (502, nothing changed, if the refund fails). The shopper is told by mail.`,
    },
    async (request) => {
      const { number } = request.params;
      await actions.cancelByStaff(
        staffOf(request),
        number,
        request.body.version,
        request.body.reason || undefined,
      );
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.collectCash',
    {
      summary: 'Mark the cash of a shipped or delivered cash-on-delivery order collected (staff)',
      description: move,
    },
    async (request) => {
      const { number } = request.params;
      await actions.collectCash(staffOf(request), number, request.body.version);
      return orders.show(number);
    },
  );

  route(
    app,
    'admin.orders.addNote',
    {
      summary: 'Add an internal note to an order (staff)',
      description: 'Staff only; a row of the timeline, audited. Changes no state.',
    },
    async (request, reply) => {
      const { id, email, role } = signedInStaff(request);
      return reply
        .code(201)
        .send(await orders.addNote({ id, email, role }, request.params.number, request.body.text));
    },
  );
};
