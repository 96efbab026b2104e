import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { SubscriberList } from './newsletter.admin.service';

/** The console's list of newsletter subscribers, and its CSV export. */
export const newsletterAdminRoutes: FastifyPluginAsync<{ subscribers: SubscriberList }> = async (
  app,
  { subscribers },
) => {
  route(
    app,
    'admin.newsletter.list',
    {
      summary: 'Newsletter subscribers, newest first',
      description:
        'Search by part of the address (q). total counts every match. Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return subscribers.list(request.query);
    },
  );

  route(
    app,
    'admin.newsletter.export',
    {
      summary: 'Every subscriber as CSV',
      description:
        'A download (content-disposition: attachment) of email,subscribed_at for every subscriber matching q, newest first. Cells are escaped as RFC 4180 says, and a cell starting with = + - or @ is prefixed with an apostrophe so that a spreadsheet never runs it as a formula.',
    },
    async (request, reply) => {
      let csv = '';
      for await (const chunk of subscribers.exportCsv(request.query.q)) csv += chunk;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
};
