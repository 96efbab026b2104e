import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, products, taxDocumentCounters, taxDocuments } from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type NewTaxDocument = typeof taxDocuments.$inferInsert;

/** The tax documents' SQL: numbers, the orders they are for, the documents themselves. */
export function createInvoiceRepository(db: Database | Transaction) {
  return {
    /**
     * The next number of a series in a financial year. The counter's row is created or updated
     * (and so locked) in the caller's transaction: another issuer of the same series waits here
     * until this transaction ends, and a rollback gives the number back.
     */
    async nextSequence(series: string, financialYear: string): Promise<number> {
      const [row] = await db
        .insert(taxDocumentCounters)
        .values({ series, financialYear, last: 1 })
        .onConflictDoUpdate({
          target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
          set: { last: sql`${taxDocumentCounters.last} + 1` },
        })
        .returning({ last: taxDocumentCounters.last });
      return row!.last;
    },

    async insert(document: NewTaxDocument): Promise<TaxDocumentRow> {
      const [row] = await db.insert(taxDocuments).values(document).returning();
      return row!;
    },

    async invoiceOf(orderId: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
      return row;
    },

    async findById(id: string): Promise<TaxDocumentRow | undefined> {
      const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
      return row;
    },

    /** A document of the order numbered `orderNumber`, and of `userId`'s when given. */
    async findOfOrder(
      orderNumber: number,
      documentId: string,
      userId?: string,
    ): Promise<{ document: TaxDocumentRow; orderNumber: number } | undefined> {
      const [row] = await db
        .select({ document: taxDocuments, orderNumber: orders.number })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(
          and(
            eq(taxDocuments.id, documentId),
            eq(orders.number, orderNumber),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        );
      return row;
    },

    async orderOf(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async orderNumberOf(orderId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.number;
    },

    /** The order's lines with their product's HSN code and GST rate (defaults once it is gone). */
    itemsWithTaxOf(orderId: string) {
      return db
        .select({
          position: orderItems.position,
          name: orderItems.name,
          unitPrice: orderItems.unitPrice,
          quantity: orderItems.quantity,
          lineTotal: orderItems.lineTotal,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.slug, orderItems.productSlug))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },
  };
}
