/**
 * GST tax invoices and credit notes: the facts (rates, state codes, GSTIN), the tax maths, the
 * amount in words, and the documents as the API lists them. No zod: the browser loads it.
 */
export * from './gst';
export * from './tax';
export * from './amount-in-words';

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** A tax document of an order, as the order's answer lists it for download. */
export interface TaxDocumentSummary {
  id: string;
  kind: TaxDocumentKind;
  /** `TC/26-27/000123` (invoice) or `CN/26-27/000004` (credit note). */
  number: string;
  issuedAt: string;
}

/** The number series: one per kind, numbered afresh each financial year. */
export const DOCUMENT_SERIES: Record<TaxDocumentKind, string> = {
  invoice: 'TC',
  'credit-note': 'CN',
};

const IST_YEAR_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});

/** India's financial year (April–March, on India's clock) of an instant, as `26-27`. */
export function financialYearOf(at: Date): string {
  const parts = IST_YEAR_MONTH.formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** `TC/26-27/000123`: series, financial year, six digits (16 characters). */
export const documentNumber = (series: string, financialYear: string, sequence: number) =>
  `${series}/${financialYear}/${String(sequence).padStart(6, '0')}`;

/** The file a document downloads as: `TC-26-27-000123.pdf`. */
export const documentFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
