import { returnNumberId, type ReturnSummary } from '@terracraft/shared/returns';
import type { Database, Transaction } from '../../db/client';
import { createReturnRepository, type ReturnLineRow, type ReturnRow } from './returns.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** "UPI asha@okaxis", "Bank account ••••1234 (SBIN0001234)": where a COD refund goes, for the shopper. */
function destinationLabel(row: ReturnRow): string | null {
  if (row.refundMethod === 'upi') return `UPI ${row.upiId}`;
  if (row.refundMethod === 'bank') {
    return `Bank account ••••${row.bankAccount?.slice(-4)} (${row.bankIfsc})`;
  }
  return null;
}

export function toSummary(row: ReturnRow, lines: ReturnLineRow[]): ReturnSummary {
  return {
    number: returnNumberId(row.number),
    status: row.status,
    reason: row.reason,
    details: row.details,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map(({ position, name, quantity, unitPrice }) => ({ position, name, quantity, unitPrice })),
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    refundAmount: row.refundAmount,
    refundReference: row.refundReference,
    refundTo: destinationLabel(row),
  };
}

/** The returns of each of the orders, as the shopper and the order pages show them. */
export async function summariesOf(
  tx: Database | Transaction,
  orderIds: string[],
): Promise<Map<string, ReturnSummary[]>> {
  const repository = createReturnRepository(tx);
  const rows = await repository.ofOrders(orderIds);
  const lines = await repository.linesOf(rows.map((row) => row.id));
  const byOrder = new Map<string, ReturnSummary[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toSummary(row, lines));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
