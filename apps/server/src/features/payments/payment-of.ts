import type { Database, Transaction } from '../../db/client';
import { createPaymentRepository } from './payments.repository';

/** The gateway's side of an online order (none for cash on delivery), as the console shows it. */
export function paymentOf(db: Database | Transaction, orderId: string) {
  return createPaymentRepository(db).paymentOf(orderId);
}
