import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInUser, type SessionGuard } from '../../plugins/session';
import type { TaxDocumentService } from './tax-documents';

/** A document's PDF, opened in the browser's viewer and saved under its number. */
export function sendPdf(
  reply: FastifyReply,
  file: { filename: string; content: Buffer; contentType: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

export const invoiceRoutes: FastifyPluginAsync<{
  documents: TaxDocumentService;
  sessions: SessionGuard;
}> = async (app, { documents, sessions }) => {
  route(
    app,
    'orders.document',
    {
      summary: 'A tax invoice or credit note of the shopper’s order, as a PDF',
      description:
        'Only the order’s shopper gets it: another shopper’s document, or one that does not exist, is the same 404.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documents.pdfFor(
          request.params.number,
          request.params.documentId,
          signedInUser(request).id,
        ),
      ),
  );
};
