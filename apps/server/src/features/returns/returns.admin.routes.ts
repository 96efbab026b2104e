import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { ReturnPhotos } from './return-photos';
import type { ReturnsAdmin } from './returns.admin.service';

/** Console: returns. Each step is guarded by the return's status (409 for the second of two). */
export const returnsAdminRoutes: FastifyPluginAsync<{
  returns: ReturnsAdmin;
  photos: ReturnPhotos;
}> = async (app, { returns, photos }) => {
  const staffOf = (request: Parameters<typeof signedInStaff>[0]) => {
    const { id, email, role } = signedInStaff(request);
    return { id, email, role };
  };
  const step =
    'Audited, a row of the order’s timeline, and mailed to the shopper. 409 when the return is not at the status the step needs (someone took it first).';

  route(
    app,
    'admin.returns.list',
    { summary: 'Returns, newest first, by status (staff)' },
    async (request) => {
      return returns.list(request.query);
    },
  );

  route(app, 'admin.returns.get', { summary: 'One return (staff)' }, async (request) => {
    return returns.get(request.params.number);
  });

  route(
    app,
    'admin.returns.ofOrder',
    { summary: 'The returns of one order (staff)' },
    async (request) => {
      return { items: await returns.ofOrder(request.params.number) };
    },
  );

  route(
    app,
    'admin.returns.approve',
    { summary: 'Approve a requested return (staff)', description: step },
    async (request) => returns.approve(staffOf(request), request.params.number),
  );

  route(
    app,
    'admin.returns.reject',
    { summary: 'Reject a requested return, saying why (staff)', description: step },
    async (request) => returns.reject(staffOf(request), request.params.number, request.body.reason),
  );

  route(
    app,
    'admin.returns.receive',
    {
      summary:
        'Mark an approved return received, restocking or writing off each line’s units (staff)',
      description: `${step} Every line of the return is listed once with its outcome: restock puts its units back in stock (an 'order-returned' row of the stock ledger); write-off (writeOffReason required) leaves the stock as it is and writes a 'return-written-off' ledger row of no change with the reason. 400 naming the line when one is missing, unknown or a write-off has no reason; nothing changes.`,
    },
    async (request) => returns.receive(staffOf(request), request.params.number, request.body),
  );

  route(
    app,
    'admin.returns.photo',
    { summary: 'A photo the shopper sent with the return, as WebP (staff)' },
    async (request, reply) => {
      const file = await photos.file(request.params.number, request.params.photoId);
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      return reply.send(file);
    },
  );

  route(
    app,
    'admin.returns.refund',
    {
      summary: 'Refund a received return (staff)',
      description: `${step} Online payments are refunded through the gateway for the lines’ amount (502, nothing changed, if it fails); cash-on-delivery refunds are recorded as paid out with the transfer’s reference (required). A credit note is issued.`,
    },
    async (request) =>
      returns.refund(staffOf(request), request.params.number, request.body.reference || undefined),
  );
};
