import { randomUUID } from 'node:crypto';
import { formatLongDate } from '@terracraft/shared/dates';
import { returnDeadline, type ReturnRequest, type ReturnSummary } from '@terracraft/shared/returns';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import type { Inventory } from '../inventory';
import { orderLabel, orderRecords } from '../orders';
import type { Outbox } from '../mail';
import type { Refunds } from '../payments';
import type { CreditNoteIssuer } from './credit-notes';
import { createReturnNotices } from './return-notices';
import { summariesOf, toSummary } from './return-summary';
import { createReturnsAdmin } from './returns.admin.service';
import { createReturnRepository } from './returns.repository';

/**
 * Returns: a shopper asks to send back units of a delivered order within the return window, and
 * hears of each step by mail; staff take the steps that follow (returns.admin.service.ts).
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
  const notify = createReturnNotices({ outbox, publicUrl, business });
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
        const orders = orderRecords(tx);
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
        await notify(tx, 'requested', order, summary);
        return summary;
      });
    },

    ...createReturnsAdmin({ db, inventory, refunds, audit, creditNotes, notify }),
  };
}

export type Returns = ReturnType<typeof createReturns>;
