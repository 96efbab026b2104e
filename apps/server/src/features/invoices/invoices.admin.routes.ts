import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { sendPdf } from './invoices.routes';
import type { TaxDocumentService } from './tax-documents';

export const invoiceAdminRoutes: FastifyPluginAsync<{ documents: TaxDocumentService }> = async (
  app,
  { documents },
) => {
  route(
    app,
    'admin.orders.document',
    { summary: 'A tax invoice or credit note of any order, as a PDF (staff)' },
    async (request, reply) =>
      sendPdf(reply, await documents.pdfFor(request.params.number, request.params.documentId)),
  );
};
