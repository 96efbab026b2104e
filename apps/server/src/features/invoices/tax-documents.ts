import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TAX_CLASS,
  DOCUMENT_SERIES,
  amountInWords,
  creditNoteLines,
  documentFileName,
  documentNumber,
  financialYearOf,
  gstStateCode,
  invoiceLines,
  type SupplyType,
  type TaxDocumentKind,
} from '@terracraft/shared/invoices';
import { orderNumberId } from '@terracraft/shared/orders';
import { ERROR_CODES } from '@terracraft/shared/errors';
import {
  isPlaceholderSeller,
  PLACEHOLDER_SELLER_MESSAGE,
  type SellerSettings,
} from '@terracraft/shared/settings';
import type { Database, Transaction } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { MailAttachmentResolver } from './attachments';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { createInvoiceRepository, type TaxDocumentRow } from './invoices.repository';

interface IssuedDocument {
  id: string;
  number: string;
}

interface CreditNoteInput {
  orderId: string;
  returnId: string;
  /** order_items.position and how many of it came back. */
  lines: { position: number; quantity: number }[];
  refundsShipping: boolean;
  at: Date;
}

/** The shop's tax documents (CONTRACTS §2). */
interface TaxDocuments {
  /**
   * In the ship transaction: the order's tax invoice, next number of the FY series. Once per
   * order. Refused (409 SELLER_DETAILS_MISSING) while the seller is the placeholder, which rolls
   * the whole shipment back before a number is taken.
   */
  issueInvoice(tx: Transaction, orderId: string, at: Date): Promise<IssuedDocument>;
  /** A credit note against the order's invoice for returned lines; null when the order has no invoice. */
  issueCreditNote(tx: Transaction, input: CreditNoteInput): Promise<IssuedDocument | null>;
  resolveAttachment: MailAttachmentResolver;
}

const PDF = 'application/pdf';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tax invoices and credit notes (decision 0023): issued in the transaction of the change that
 * causes them, numbered without gaps per series and financial year, kept as issued, and made
 * into a PDF whenever one is asked for.
 */
export function createTaxDocuments({
  db,
  seller,
}: {
  db: Database;
  /** The seller's details as the settings hold them now, read in the issuing transaction. */
  seller: (tx: Transaction) => Promise<SellerSettings>;
}) {
  async function take(tx: Transaction, kind: TaxDocumentKind, at: Date) {
    const series = DOCUMENT_SERIES[kind];
    const financialYear = financialYearOf(at);
    const sequence = await createInvoiceRepository(tx).nextSequence(series, financialYear);
    return {
      series,
      financialYear,
      sequence,
      number: documentNumber(series, financialYear, sequence),
    };
  }

  async function pdfOf(document: TaxDocumentRow, orderNumber: number) {
    const invoice =
      document.invoiceId === null
        ? undefined
        : await createInvoiceRepository(db).findById(document.invoiceId);
    return {
      filename: documentFileName(document.number),
      content: await renderTaxDocumentPdf(document, {
        orderLabel: `#${orderNumberId(orderNumber)}`,
        invoice: invoice && { number: invoice.number, issuedAt: invoice.issuedAt },
      }),
      contentType: PDF,
    };
  }

  const documents: TaxDocuments = {
    async issueInvoice(tx, orderId, at) {
      const repository = createInvoiceRepository(tx);
      const existing = await repository.invoiceOf(orderId);
      if (existing) return { id: existing.id, number: existing.number };
      const order = await repository.orderOf(orderId);
      if (!order) throw new Error(`No order ${orderId} to invoice`);
      const items = await repository.itemsWithTaxOf(orderId);
      const from = await seller(tx);
      if (isPlaceholderSeller(from)) {
        throw new AppError(409, ERROR_CODES.sellerDetailsMissing, PLACEHOLDER_SELLER_MESSAGE);
      }
      const supply: SupplyType = order.state === from.address.state ? 'intra-state' : 'inter-state';
      const { lines, totals } = invoiceLines({
        items: items.map((item) => ({
          position: item.position,
          description: item.name,
          hsn: item.hsnCode ?? DEFAULT_TAX_CLASS.hsnCode,
          rate: item.gstRate ?? DEFAULT_TAX_CLASS.gstRate,
          unitPrice: item.unitPrice,
          quantity: item.quantity,
          lineTotal: item.lineTotal,
        })),
        discount: order.discount,
        shipping: order.shipping,
        supply,
      });
      const numbered = await take(tx, 'invoice', at);
      const row = await repository.insert({
        id: randomUUID(),
        kind: 'invoice',
        ...numbered,
        orderId,
        issuedAt: at,
        seller: from,
        buyer: {
          name: `${order.firstName} ${order.lastName}`.trim(),
          email: order.email,
          phone: order.phone,
          address: order.address,
          city: order.city,
          state: order.state,
          pin: order.pin,
        },
        placeOfSupply: order.state,
        placeOfSupplyCode: gstStateCode(order.state) ?? '',
        supply,
        lines,
        ...totals,
        amountInWords: amountInWords(totals.total),
      });
      return { id: row.id, number: row.number };
    },

    async issueCreditNote(tx, input) {
      const repository = createInvoiceRepository(tx);
      const invoice = await repository.invoiceOf(input.orderId);
      if (!invoice) return null;
      const { lines, totals } = creditNoteLines(
        invoice.lines,
        input.lines,
        input.refundsShipping,
        invoice.supply,
      );
      if (lines.length === 0) return null;
      const numbered = await take(tx, 'credit-note', input.at);
      const row = await repository.insert({
        id: randomUUID(),
        kind: 'credit-note',
        ...numbered,
        orderId: input.orderId,
        invoiceId: invoice.id,
        returnId: input.returnId,
        issuedAt: input.at,
        seller: invoice.seller,
        buyer: invoice.buyer,
        placeOfSupply: invoice.placeOfSupply,
        placeOfSupplyCode: invoice.placeOfSupplyCode,
        supply: invoice.supply,
        lines,
        ...totals,
        amountInWords: amountInWords(totals.total),
      });
      return { id: row.id, number: row.number };
    },

    async resolveAttachment(ref) {
      const repository = createInvoiceRepository(db);
      const document =
        ref.kind === 'invoice'
          ? await repository.invoiceOf(ref.orderId)
          : UUID.test(ref.documentId)
            ? await repository.findById(ref.documentId)
            : undefined;
      if (!document) return null;
      const orderNumber = await repository.orderNumberOf(document.orderId);
      return orderNumber === undefined ? null : pdfOf(document, orderNumber);
    },
  };

  return {
    ...documents,

    /**
     * A document of an order as a PDF: of the shopper's own order when `userId` is given (anyone
     * else's, or one that does not exist, is the same 404), of any order for staff.
     */
    async pdfFor(orderNumber: number, documentId: string, userId?: string) {
      const found = UUID.test(documentId)
        ? await createInvoiceRepository(db).findOfOrder(orderNumber, documentId, userId)
        : undefined;
      if (!found) throw notFound('That document was not found.');
      return pdfOf(found.document, found.orderNumber);
    },
  };
}

export type TaxDocumentService = ReturnType<typeof createTaxDocuments>;
