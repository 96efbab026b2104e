/** GST tax invoices and credit notes (decision 0023): what other features may use. */
export { createTaxDocuments } from './tax-documents';
export { registerInvoices } from './invoices.feature';
