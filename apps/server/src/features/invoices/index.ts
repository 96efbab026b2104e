/** GST tax invoices and credit notes (decision 0023): what other features may use. */
export { createTaxDocuments, type TaxDocuments, type TaxDocumentService } from './tax-documents';
export type { MailAttachmentRef, MailAttachmentResolver } from './attachments';
export { registerInvoices } from './invoices.feature';
