import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import { invoiceAdminRoutes } from './invoices.admin.routes';
import { invoiceRoutes } from './invoices.routes';
import type { TaxDocumentService } from './tax-documents';

export const registerInvoices: RegisterFeature<{
  documents: TaxDocumentService;
  sessions: SessionGuard;
}> = async (app, { documents, sessions }) => {
  await app.register(invoiceRoutes, { documents, sessions });
  return { console: async (admin) => admin.register(invoiceAdminRoutes, { documents }) };
};
