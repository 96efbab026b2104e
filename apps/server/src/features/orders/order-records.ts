import type { Database, Transaction } from '../../db/client';
import { createOrderRepository } from './orders.repository';

/**
 * What another feature may read and write of an order, within its own transaction: returns look
 * an order up (locking it while they decide), read its items and shipment and add to its
 * timeline. The rest
 * of the order's SQL stays behind the orders feature.
 */
export function orderRecords(db: Database | Transaction) {
  const { findById, findByNumber, findForUser, itemsOf, shipmentsOf, insertEvent } =
    createOrderRepository(db);
  return { findById, findByNumber, findForUser, itemsOf, shipmentsOf, insertEvent };
}
