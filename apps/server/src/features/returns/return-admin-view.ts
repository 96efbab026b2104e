import { orderNumberId } from '@terracraft/shared/orders';
import {
  RETURN_NEXT_STEPS,
  isShopFault,
  returnNumberId,
  type AdminReturn,
} from '@terracraft/shared/returns';
import type { Database, Transaction } from '../../db/client';
import type { OrderRow } from '../orders';
import { refundAmount } from './refund-amount';
import { toSummary } from './return-summary';
import { createReturnRepository, type ReturnRow } from './returns.repository';

/** What refunding `row` would pay now, and whether it refunds the shipping charge. */
export async function refundQuote(tx: Database | Transaction, order: OrderRow, row: ReturnRow) {
  const repository = createReturnRepository(tx);
  const others = (await repository.ofOrders([order.id])).filter(
    (other) => other.status === 'refunded' && other.id !== row.id,
  );
  const lines = await repository.linesOf([row.id, ...others.map((other) => other.id)]);
  const refundsShipping = isShopFault(row.reason) && !others.some((other) => other.refundsShipping);
  const amount = refundAmount(
    order,
    lines.filter((line) => line.returnId === row.id),
    lines.filter((line) => line.returnId !== row.id),
    refundsShipping,
  );
  return { amount, refundsShipping };
}

/** A return as the console shows it, with what refunding it would pay now. */
export async function toAdmin(tx: Database | Transaction, row: ReturnRow, order: OrderRow) {
  const repository = createReturnRepository(tx);
  const lines = await repository.linesOf([row.id]);
  const summary = toSummary(row, lines);
  const number = returnNumberId(row.number);
  const result: AdminReturn = {
    ...summary,
    lines: lines.map(({ position, name, quantity, unitPrice, outcome, writeOffReason }) => ({
      position,
      name,
      quantity,
      unitPrice,
      outcome,
      writeOffReason,
    })),
    photos: (await repository.photosOf([row.id])).map((photo) => ({
      id: photo.id,
      url: `/api/admin/returns/${number}/photos/${photo.id}`,
      width: photo.width,
      height: photo.height,
    })),
    orderNumber: orderNumberId(order.number),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    customerName: `${order.firstName} ${order.lastName}`,
    email: order.email,
    destination: row.refundMethod
      ? {
          method: row.refundMethod,
          upiId: row.upiId,
          accountNumber: row.bankAccount,
          ifsc: row.bankIfsc,
          accountHolder: row.accountHolder,
        }
      : null,
    refundQuote: row.status === 'refunded' ? null : await refundQuote(tx, order, row),
    actions: [...RETURN_NEXT_STEPS[row.status]],
  };
  return result;
}
