import type { Transaction } from '../../db/client';

/**
 * Issues the credit note of a refunded return against the order's tax invoice, in the refund's
 * transaction. The invoices feature's `TaxDocuments` has this shape; app.ts passes it in.
 */
export interface CreditNoteIssuer {
  /** Null when the order has no invoice (it was never invoiced). */
  issueCreditNote(
    tx: Transaction,
    input: {
      orderId: string;
      returnId: string;
      lines: { position: number; quantity: number }[]; // order_items.position
      refundsShipping: boolean;
      at: Date;
    },
  ): Promise<{ id: string; number: string } | null>;
}
