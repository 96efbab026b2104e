import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TAX_DOCUMENT_KINDS, type SupplyType, type TaxLine } from '@terracraft/shared/invoices';
import type { SellerSettings } from '@terracraft/shared/settings';
import { orders } from './orders';

/** Who bought, where it went: the order's address as the document printed it. */
export interface DocumentBuyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pin: string;
}

/**
 * Tax invoices and credit notes (decision 0023). Written once, never changed: the seller, the
 * buyer and the lines are copied in, so the document stays what was issued whatever changes
 * later (settings, addresses, products).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** `TC` for invoices, `CN` for credit notes. */
    series: text('series').notNull(),
    /** India's financial year of issue, as `26-27`. */
    financialYear: text('financial_year').notNull(),
    /** Its place in the series' year: 1, 2, 3… with no gap. */
    sequence: integer('sequence').notNull(),
    /** `TC/26-27/000123`. */
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, {
      onDelete: 'restrict',
    }),
    /** The return a credit note is for (the returns' id). */
    returnId: text('return_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<SellerSettings>().notNull(),
    buyer: jsonb('buyer').$type<DocumentBuyer>().notNull(),
    /** The delivery state, and its GST code. */
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    supply: text('supply', { enum: ['intra-state', 'inter-state'] })
      .$type<SupplyType>()
      .notNull(),
    lines: jsonb('lines').$type<TaxLine[]>().notNull(),
    /** Paise: taxable + cgst + sgst + igst = total. */
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    amountInWords: text('amount_in_words').notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_series_sequence_unique').on(
      table.series,
      table.financialYear,
      table.sequence,
    ),
    // One invoice per order.
    uniqueIndex('tax_documents_order_invoice_unique')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(table.orderId, table.issuedAt),
    check(
      'tax_documents_amounts_add_up',
      sql`${table.taxable} + ${table.cgst} + ${table.sgst} + ${table.igst} = ${table.total}`,
    ),
  ],
);

/**
 * The last number given in each series and financial year. Taking a number updates the row in
 * the issuing transaction, so a second issuer waits for the first to commit or roll back: the
 * numbers never repeat and never skip.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);
