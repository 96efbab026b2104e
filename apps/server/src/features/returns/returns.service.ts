import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@terracraft/shared/auth';
import { formatLongDate } from '@terracraft/shared/dates';
import { orderNumberId } from '@terracraft/shared/orders';
import {
  RETURN_NEXT_STEPS,
  RETURN_STATUS_LABELS,
  isShopFault,
  returnDeadline,
  returnNumberId,
  type AdminReturn,
  type AdminReturnPage,
  type ReturnReceive,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnSummary,
} from '@terracraft/shared/returns';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { Database, Transaction } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { Inventory } from '../inventory';
import { orderLabel, createOrderRepository, type OrderRow } from '../orders';
import type { Outbox } from '../mail';
import type { Refunds } from '../payments';
import type { CreditNoteIssuer } from './credit-notes';
import { returnMail, type ReturnStep } from './return-mails';
import {
  createReturnRepository,
  type ReturnLineRow,
  type ReturnRow,
  type ReturnRowChanges,
} from './returns.repository';
import { refundAmount } from './refund-amount';

/** The staff member taking a step, as the audit log and the timeline keep them. */
export interface ReturnStaff {
  id: string;
  email: string;
  role: StaffRole;
}

const AUDIT_VERBS: Record<ReturnStep, string> = {
  requested: 'request',
  approved: 'approve',
  rejected: 'reject',
  received: 'receive',
  refunded: 'refund',
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** "UPI asha@okaxis", "Bank account ••••1234 (SBIN0001234)": where a COD refund goes, for the shopper. */
function destinationLabel(row: ReturnRow): string | null {
  if (row.refundMethod === 'upi') return `UPI ${row.upiId}`;
  if (row.refundMethod === 'bank') {
    return `Bank account ••••${row.bankAccount?.slice(-4)} (${row.bankIfsc})`;
  }
  return null;
}

function toSummary(row: ReturnRow, lines: ReturnLineRow[]): ReturnSummary {
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

/** Why a step cannot be taken from the return's status: the second of two staff pressing at once. */
function stepRefusal(row: ReturnRow, step: string) {
  const label = returnNumberId(row.number);
  const status = RETURN_STATUS_LABELS[row.status].toLowerCase();
  const next = RETURN_NEXT_STEPS[row.status];
  return conflict(
    row.status === 'refunded' && step === 'refunded'
      ? `Return ${label} has already been refunded; it cannot be refunded twice.`
      : `Return ${label} is ${status}, so it cannot be ${step} now${
          next.length ? ` (it can be: ${next.join(', ')})` : ''
        }. Reload to see it.`,
  );
}

/**
 * Returns: a shopper asks to send back units of a delivered order within the return window; staff
 * approve or reject, receive (the units go back on the shelf through the stock ledger) and refund
 * (through the gateway, or paid out by hand for cash on delivery). Every step locks the order's
 * row and then the return's, checks the status and moves it by a conditional update, so two people
 * pressing at once cannot take a step twice; each writes a row of the order's timeline, an audit
 * entry (staff) and the shopper's mail in its transaction.
 */
export function createReturns({
  db,
  inventory,
  refunds,
  audit,
  creditNotes,
  outbox,
  publicUrl,
  business,
}: {
  db: Database;
  inventory: Inventory;
  refunds: Refunds;
  audit: AuditLog;
  creditNotes: CreditNoteIssuer;
  /** Each step's mail to the shopper is written in the step's transaction. */
  outbox: Outbox;
  publicUrl: string;
  business: () => Promise<BusinessSettings>;
}) {
  async function summariesOf(
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

  async function mail(tx: Transaction, step: ReturnStep, order: OrderRow, ret: ReturnSummary) {
    await outbox.enqueue(
      tx,
      returnMail({
        step,
        ret,
        orderId: order.id,
        orderNumber: orderNumberId(order.number),
        paymentMethod: order.paymentMethod,
        firstName: order.firstName,
        email: order.email,
        publicUrl,
        business: await business(),
      }),
    );
  }

  /** What refunding `row` would pay now, and whether it refunds the shipping charge. */
  async function quote(tx: Database | Transaction, order: OrderRow, row: ReturnRow) {
    const repository = createReturnRepository(tx);
    const others = (await repository.ofOrders([order.id])).filter(
      (other) => other.status === 'refunded' && other.id !== row.id,
    );
    const lines = await repository.linesOf([row.id, ...others.map((other) => other.id)]);
    const refundsShipping =
      isShopFault(row.reason) && !others.some((other) => other.refundsShipping);
    const amount = refundAmount(
      order,
      lines.filter((line) => line.returnId === row.id),
      lines.filter((line) => line.returnId !== row.id),
      refundsShipping,
    );
    return { amount, refundsShipping };
  }

  async function toAdmin(tx: Database | Transaction, row: ReturnRow, order: OrderRow) {
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
      refundQuote: row.status === 'refunded' ? null : await quote(tx, order, row),
      actions: [...RETURN_NEXT_STEPS[row.status]],
    };
    return result;
  }

  /**
   * One staff step: locks the order, then the return; refuses (409) unless the return is at
   * `from`; `work` says what the row gets; the conditional update, the timeline, the audit entry
   * and the mail follow in the same transaction.
   */
  async function step(
    staff: ReturnStaff,
    number: number,
    {
      from,
      verb,
      step: name,
      work,
      noted,
    }: {
      from: ReturnStatus;
      verb: string;
      step: ReturnStep;
      work(
        tx: Transaction,
        order: OrderRow,
        row: ReturnRow,
        at: Date,
      ): Promise<ReturnRowChanges & { status: ReturnStatus }>;
      /** What the step did beyond moving the status, for the timeline and the audit log. */
      noted?: () => Record<string, unknown>;
    },
  ): Promise<AdminReturn> {
    return db.transaction(async (tx) => {
      const repository = createReturnRepository(tx);
      const found = await repository.findByNumber(number);
      if (!found) throw notFound(`Return ${returnNumberId(number)} was not found.`);
      const order = await createOrderRepository(tx).findById(found.orderId, { forUpdate: true });
      const row = await repository.findByNumber(number, { forUpdate: true });
      if (!order || !row) throw notFound(`Return ${returnNumberId(number)} was not found.`);
      if (row.status !== from) throw stepRefusal(row, verb);
      const at = new Date();
      const changes = await work(tx, order, row, at);
      const moved = await repository.updateIfStatus(row.id, from, changes);
      if (!moved) throw stepRefusal(row, verb);
      const summary = toSummary(moved, await repository.linesOf([moved.id]));
      const details = {
        return: summary.number,
        from,
        to: moved.status,
        ...(moved.rejectionReason && name === 'rejected' ? { reason: moved.rejectionReason } : {}),
        ...(name === 'refunded'
          ? {
              amount: moved.refundAmount,
              reference: moved.refundReference,
              refundsShipping: moved.refundsShipping,
            }
          : {}),
        ...noted?.(),
      };
      await createOrderRepository(tx).insertEvent({
        orderId: order.id,
        at,
        type: `return-${name}`,
        actorKind: 'staff',
        actorId: staff.id,
        actorEmail: staff.email,
        actorRole: staff.role,
        details,
      });
      await audit.record(tx, {
        actor: staff,
        action: `return.${AUDIT_VERBS[name]}`,
        entityType: 'return',
        entityId: summary.number,
        before: { status: from },
        after: details,
      });
      await mail(tx, name, order, summary);
      return toAdmin(tx, moved, order);
    });
  }

  return {
    summariesOf: (orderIds: string[]) => summariesOf(db, orderIds),

    /**
     * A shopper asks to return units of one of their delivered orders, within the window. The
     * order's row is locked while the units already asked for are counted, so two requests at
     * once cannot return more than was delivered.
     */
    async request(
      user: { id: string },
      orderNumber: number,
      input: ReturnRequest,
    ): Promise<ReturnSummary> {
      return db.transaction(async (tx) => {
        const orders = createOrderRepository(tx);
        const order = await orders.findForUser(user.id, orderNumber, { forUpdate: true });
        const label = orderLabel(orderNumber);
        if (!order) throw notFound(`Order ${label} was not found.`);
        const [shipment] = await orders.shipmentsOf([order.id]);
        const deliveredAt = shipment?.deliveredAt ?? order.deliveredAt;
        if (order.status !== 'delivered' || !deliveredAt) {
          throw conflict(
            `Order ${label} has not been delivered yet: items can be returned once it arrives.`,
          );
        }
        const deadline = returnDeadline(deliveredAt);
        if (Date.now() > deadline.getTime()) {
          throw conflict(
            `The return window of order ${label} closed on ${formatLongDate(deadline)}.`,
          );
        }
        if (order.paymentMethod === 'cod' && !input.refundTo) {
          throw badRequest('Tell us where to send your refund: a UPI ID or a bank account.', {
            refundTo: 'Enter a UPI ID, or a bank account number with its IFSC.',
          });
        }
        const items = await orders.itemsOf([order.id]);
        const repository = createReturnRepository(tx);
        const requested = await repository.requestedUnits(order.id);
        const fields: Record<string, string> = {};
        input.lines.forEach((line, index) => {
          const item = items.find((candidate) => candidate.position === line.position);
          if (!item) {
            fields[`lines.${index}.position`] = `Order ${label} has no such item.`;
            return;
          }
          const left = item.quantity - (requested.get(line.position) ?? 0);
          if (line.quantity > left) {
            fields[`lines.${index}.quantity`] =
              left === 0
                ? `All of ${item.name} is already in a return.`
                : `You can return at most ${left} of ${item.name}.`;
          }
        });
        if (Object.keys(fields).length > 0) {
          throw badRequest(Object.values(fields)[0]!, fields);
        }

        const destination =
          order.paymentMethod === 'cod' && input.refundTo
            ? input.refundTo.method === 'upi'
              ? { refundMethod: 'upi' as const, upiId: input.refundTo.upiId }
              : {
                  refundMethod: 'bank' as const,
                  bankAccount: input.refundTo.accountNumber,
                  bankIfsc: input.refundTo.ifsc,
                  accountHolder: input.refundTo.accountHolder,
                }
            : {};
        const at = new Date();
        const row = await repository.insertReturn({
          id: randomUUID(),
          orderId: order.id,
          userId: user.id,
          status: 'requested',
          reason: input.reason,
          details: input.details,
          requestedAt: at,
          ...destination,
        });
        await repository.insertLines(
          input.lines.map((line) => ({
            returnId: row.id,
            orderId: order.id,
            position: line.position,
            quantity: line.quantity,
          })),
        );
        const photos = await repository.claimPhotos(user.id, row.id, input.photos);
        if (photos.length !== input.photos.length) {
          throw badRequest('A photo was not found: attach your photos again.', {
            photos: 'Attach your photos again.',
          });
        }
        const summary = toSummary(row, await repository.linesOf([row.id]));
        await orders.insertEvent({
          orderId: order.id,
          at,
          type: 'return-requested',
          actorKind: 'shopper',
          actorId: user.id,
          details: {
            return: summary.number,
            reason: input.reason,
            lines: input.lines,
            ...(input.photos.length ? { photos: input.photos.length } : {}),
          },
        });
        await mail(tx, 'requested', order, summary);
        return summary;
      });
    },

    async list(query: {
      status?: ReturnStatus;
      cursor?: string;
      limit: number;
    }): Promise<AdminReturnPage> {
      const rows = await createReturnRepository(db).list({
        status: query.status,
        before: query.cursor === undefined ? undefined : Number(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const items = await Promise.all(page.map(({ row, order }) => toAdmin(db, row, order)));
      return {
        items,
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.row.number) : null,
      };
    },

    async get(number: number): Promise<AdminReturn> {
      const row = await createReturnRepository(db).findByNumber(number);
      const order = row && (await createOrderRepository(db).findById(row.orderId));
      if (!row || !order) throw notFound(`Return ${returnNumberId(number)} was not found.`);
      return toAdmin(db, row, order);
    },

    /** An order's returns, for the console's order page. */
    async ofOrder(orderNumber: number): Promise<AdminReturn[]> {
      const order = await createOrderRepository(db).findByNumber(orderNumber);
      if (!order) throw notFound(`Order ${orderLabel(orderNumber)} was not found.`);
      const rows = await createReturnRepository(db).ofOrders([order.id]);
      return Promise.all(rows.map((row) => toAdmin(db, row, order)));
    },

    approve: (staff: ReturnStaff, number: number) =>
      step(staff, number, {
        from: 'requested',
        verb: 'approved',
        step: 'approved',
        work: async (_tx, _order, _row, at) => ({ status: 'approved', approvedAt: at }),
      }),

    reject: (staff: ReturnStaff, number: number, reason: string) =>
      step(staff, number, {
        from: 'requested',
        verb: 'rejected',
        step: 'rejected',
        work: async (_tx, _order, _row, at) => ({
          status: 'rejected',
          rejectedAt: at,
          rejectionReason: reason,
        }),
      }),

    /**
     * The parcel is back: for each line staff say whether its units go back on the shelf
     * (restock, through the stock ledger) or are written off with a reason (damaged goods are not
     * sold again: the ledger records them without changing the stock). Every line of the return
     * must be decided, once.
     */
    receive: (staff: ReturnStaff, number: number, decision: ReturnReceive) => {
      let decided: Record<string, unknown>[] = [];
      return step(staff, number, {
        from: 'approved',
        verb: 'marked received',
        step: 'received',
        work: async (tx, order, row, at) => {
          const repository = createReturnRepository(tx);
          const lines = await repository.linesOf([row.id]);
          const fields: Record<string, string> = {};
          decision.lines.forEach((choice, index) => {
            if (!lines.some((line) => line.position === choice.position)) {
              fields[`lines.${index}.position`] =
                `Return ${returnNumberId(row.number)} has no such item.`;
            }
          });
          for (const line of lines) {
            if (!decision.lines.some((choice) => choice.position === line.position)) {
              fields.lines = `Say whether ${line.name} is restocked or written off.`;
            }
          }
          if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0]!, fields);

          const choiceOf = (line: ReturnLineRow) =>
            decision.lines.find((choice) => choice.position === line.position)!;
          const restocked = lines.filter((line) => choiceOf(line).outcome === 'restock');
          const writtenOff = lines.filter((line) => choiceOf(line).outcome === 'write-off');
          await inventory.putBack(
            tx,
            restocked.flatMap((line) =>
              line.productSlug ? [{ slug: line.productSlug, quantity: line.quantity }] : [],
            ),
            { reason: 'order-returned', orderId: order.id, salesDay: order.salesDay },
          );
          await inventory.writeOff(
            tx,
            writtenOff.flatMap((line) =>
              line.productSlug
                ? [
                    {
                      slug: line.productSlug,
                      quantity: line.quantity,
                      reason: choiceOf(line).writeOffReason,
                    },
                  ]
                : [],
            ),
            {
              orderId: order.id,
              salesDay: order.salesDay,
              actor: { id: staff.id, email: staff.email },
            },
          );
          for (const line of lines) {
            const choice = choiceOf(line);
            await repository.setLineOutcome(
              row.id,
              line.position,
              choice.outcome,
              choice.outcome === 'write-off' ? choice.writeOffReason : null,
            );
          }
          decided = lines.map((line) => {
            const choice = choiceOf(line);
            return {
              item: line.name,
              quantity: line.quantity,
              outcome: choice.outcome,
              ...(choice.outcome === 'write-off' ? { reason: choice.writeOffReason } : {}),
            };
          });
          return { status: 'received', receivedAt: at };
        },
        noted: () => ({ lines: decided }),
      });
    },

    /**
     * Pays the return's refund: through the gateway for online payments (a partial refund, named
     * by the return so a retry never pays twice), or recorded as paid out by staff with the
     * transfer's reference for cash on delivery. A credit note is issued against the invoice.
     */
    refund: (staff: ReturnStaff, number: number, reference: string | undefined) =>
      step(staff, number, {
        from: 'received',
        verb: 'refunded',
        step: 'refunded',
        work: async (tx, order, row, at) => {
          const label = orderLabel(order.number);
          const { amount, refundsShipping } = await quote(tx, order, row);
          let refundReference: string;
          if (order.paymentMethod === 'online') {
            const refundId =
              amount > 0
                ? await refunds.refundPart(tx, order, {
                    amount,
                    receipt: `${orderNumberId(order.number)}-${returnNumberId(row.number)}`,
                    failure: `The refund of return ${returnNumberId(row.number)} could not be made through the gateway just now, so nothing changed. Try again in a few minutes.`,
                  })
                : 'nothing to refund';
            if (!refundId)
              throw conflict(`Order ${label} has no captured online payment to refund.`);
            refundReference = refundId;
          } else {
            if (order.paymentStatus !== 'paid') {
              throw conflict(
                `The cash of order ${label} has not been marked collected: mark it collected on the order before refunding.`,
              );
            }
            if (!reference) {
              throw badRequest(
                'Enter the reference (UTR) of the transfer you paid the refund with.',
                {
                  reference: 'Enter the transfer’s reference (UTR).',
                },
              );
            }
            refundReference = reference;
          }
          const lines = await createReturnRepository(tx).linesOf([row.id]);
          await creditNotes.issueCreditNote(tx, {
            orderId: order.id,
            returnId: row.id,
            lines: lines.map(({ position, quantity }) => ({ position, quantity })),
            refundsShipping,
            at,
          });
          return {
            status: 'refunded',
            refundedAt: at,
            refundAmount: amount,
            refundsShipping,
            refundReference,
          };
        },
      }),
  };
}

export type Returns = ReturnType<typeof createReturns>;
