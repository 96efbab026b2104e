import type { StaffRole } from '@terracraft/shared/auth';
import { orderNumberId } from '@terracraft/shared/orders';
import {
  RETURN_NEXT_STEPS,
  RETURN_STATUS_LABELS,
  returnNumberId,
  type AdminReturn,
  type AdminReturnPage,
  type ReturnReceive,
  type ReturnStatus,
} from '@terracraft/shared/returns';
import type { Database, Transaction } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { Inventory } from '../inventory';
import { orderLabel, orderRecords, type OrderRow } from '../orders';
import type { Refunds } from '../payments';
import type { CreditNoteIssuer } from './credit-notes';
import type { ReturnStep } from './return-mails';
import type { ReturnNotify } from './return-notices';
import { refundQuote, toAdmin } from './return-admin-view';
import { toSummary } from './return-summary';
import {
  createReturnRepository,
  type ReturnLineRow,
  type ReturnRow,
  type ReturnRowChanges,
} from './returns.repository';

/** The staff member taking a step, as the audit log and the timeline keep them. */
interface ReturnStaff {
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
 * Staff decide returns: approve or reject, receive (the units go back on the shelf through the
 * stock ledger) and refund (through the gateway, or paid out by hand for cash on delivery). Every
 * step locks the order's row and then the return's, checks the status and moves it by a
 * conditional update, so two people pressing at once cannot take a step twice; each writes a row
 * of the order's timeline, an audit entry and the shopper's mail in its transaction.
 */
export function createReturnsAdmin({
  db,
  inventory,
  refunds,
  audit,
  creditNotes,
  notify,
}: {
  db: Database;
  inventory: Inventory;
  refunds: Refunds;
  audit: AuditLog;
  creditNotes: CreditNoteIssuer;
  notify: ReturnNotify;
}) {
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
      const order = await orderRecords(tx).findById(found.orderId, { forUpdate: true });
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
      await orderRecords(tx).insertEvent({
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
      await notify(tx, name, order, summary);
      return toAdmin(tx, moved, order);
    });
  }

  return {
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
      const order = row && (await orderRecords(db).findById(row.orderId));
      if (!row || !order) throw notFound(`Return ${returnNumberId(number)} was not found.`);
      return toAdmin(db, row, order);
    },

    /** An order's returns, for the console's order page. */
    async ofOrder(orderNumber: number): Promise<AdminReturn[]> {
      const order = await orderRecords(db).findByNumber(orderNumber);
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
          const { amount, refundsShipping } = await refundQuote(tx, order, row);
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

export type ReturnsAdmin = ReturnType<typeof createReturnsAdmin>;
