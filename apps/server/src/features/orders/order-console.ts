import { z } from 'zod';
import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderPage,
  StaffOrderAction,
} from '@terracraft/shared/orders/admin';
import { orderNumberId } from '@terracraft/shared/orders';
import type { StaffRole } from '@terracraft/shared/auth';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import { paymentOf, type PaymentRow } from '../payments';
import { eventActor } from './order-lifecycle';
import {
  orderLabel,
  toDocuments,
  toOrderLine,
  toShipment,
  toShippingAddress,
} from './order-mapper';
import { canTransition, cashCollectionRefusal, type OrderActor } from './order-status';
import {
  createOrderRepository,
  type OrderEventRow,
  type OrderListFilter,
  type OrderRow,
} from './orders.repository';

const cursorKey = z.tuple([z.number().int().positive()]);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What the search box finds, by the shape of what was typed: an order number (TC1001, #TC1001 or
 * 1001), a PIN (6 digits), a phone (10 digits, with or without +91), else an email or its start.
 */
function searchOf(q: string): OrderListFilter['search'] {
  const compact = q.replace(/[\s-]/g, '');
  const number = /^#?(?:TC)?(\d{1,9})$/i.exec(compact);
  if (number && !/^\d{6}$|^\d{10}$/.test(compact)) {
    return { by: 'number', number: Number(number[1]) };
  }
  if (/^\d{6}$/.test(compact)) return { by: 'pin', pin: compact };
  const phone = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(compact);
  if (phone) return { by: 'phone', phone: phone[1]! };
  return { by: 'email', prefix: q.trim().toLowerCase() };
}

/** The moves the lifecycle allows an order now: the console offers only these. */
function allowedActions(order: OrderRow): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (canTransition(order.status, 'confirmed')) actions.push('confirm');
  if (canTransition(order.status, 'packed')) actions.push('pack');
  if (canTransition(order.status, 'shipped')) actions.push('ship');
  if (canTransition(order.status, 'delivered')) actions.push('deliver');
  if (cashCollectionRefusal('', order) === undefined) actions.push('collect-cash');
  if (canTransition(order.status, 'cancelled')) actions.push('cancel');
  return actions;
}

function toTimelineEntry(row: OrderEventRow): AdminOrder['timeline'][number] {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    type: row.type,
    actor: {
      kind: row.actorKind,
      id: row.actorId,
      email: row.actorEmail,
      role: row.actorRole,
    },
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

function toPayment(row: PaymentRow | undefined): AdminOrder['payment'] {
  if (!row) return null;
  return {
    provider: row.provider,
    gatewayOrderId: row.gatewayOrderId,
    gatewayPaymentId: row.gatewayPaymentId,
    amount: row.amount,
    capturedAt: iso(row.capturedAt),
    refundId: row.refundId,
    refundedAt: iso(row.refundedAt),
  };
}

/** The orders area of the console: the list, an order's whole story, and internal notes. */
export function createOrderConsole({ db, audit }: { db: Database; audit: AuditLog }) {
  async function detail(row: OrderRow, database: Parameters<typeof createOrderRepository>[0] = db) {
    const repository = createOrderRepository(database);
    const [items, [shipment], documents, events, payment] = await Promise.all([
      repository.itemsOf([row.id]),
      repository.shipmentsOf([row.id]),
      repository.documentsOf([row.id]),
      repository.eventsOf(row.id),
      paymentOf(database, row.id),
    ]);
    return {
      number: orderNumberId(row.number),
      status: row.status,
      version: row.version,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      items: items.map(toOrderLine),
      subtotal: row.subtotal,
      discount: row.discount,
      couponCode: row.couponCode,
      shipping: row.shipping,
      total: row.total,
      shippingAddress: toShippingAddress(row),
      placedAt: row.placedAt.toISOString(),
      paidAt: iso(row.paidAt),
      cancelledAt: iso(row.cancelledAt),
      cancelReason: row.cancelReason,
      payment: toPayment(payment),
      shipment: toShipment(shipment),
      documents: toDocuments(documents),
      timeline: events.map(toTimelineEntry),
      actions: allowedActions(row),
    } satisfies AdminOrder;
  }

  async function find(number: number) {
    const row = await createOrderRepository(db).findByNumber(number);
    if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
    return row;
  }

  return {
    /** Newest first, a page at a time. */
    async list(query: AdminOrderListQuery): Promise<AdminOrderPage> {
      const before = query.cursor ? decodeCursor(query.cursor, cursorKey)[0] : undefined;
      const rows = await createOrderRepository(db).listForStaff(
        {
          status: query.status,
          paymentMethod: query.paymentMethod,
          paymentStatus: query.paymentStatus,
          from: query.from === undefined ? undefined : new Date(query.from),
          to: query.to === undefined ? undefined : new Date(query.to),
          search: query.q === undefined ? undefined : searchOf(query.q),
          before,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          number: orderNumberId(row.number),
          status: row.status,
          paymentMethod: row.paymentMethod,
          paymentStatus: row.paymentStatus,
          total: row.total,
          placedAt: row.placedAt.toISOString(),
          customerName: `${row.firstName} ${row.lastName}`,
          email: row.email,
          phone: row.phone,
          pin: row.pin,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.number]) : null,
      };
    },

    /** An order with its items, address, payment, shipment, timeline and the moves it allows. */
    async get(number: number): Promise<AdminOrder> {
      return detail(await find(number));
    },

    /** The order as the console shows it, after an action. */
    async show(number: number): Promise<AdminOrder> {
      return detail(await find(number));
    },

    /**
     * An internal note, for staff only: a row of the timeline (notes change no state, so they
     * need no version and never conflict), audited.
     */
    async addNote(
      staff: { id: string; email: string; role: StaffRole },
      number: number,
      text: string,
    ): Promise<AdminOrder> {
      return db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        const row = await repository.findByNumber(number, { forUpdate: true });
        if (!row) throw notFound(`Order ${orderLabel(number)} was not found.`);
        const actor: OrderActor = { kind: 'staff', ...staff };
        await repository.insertEvent({
          orderId: row.id,
          type: 'note',
          ...eventActor(actor),
          details: { text },
        });
        await audit.record(tx, {
          actor: staff,
          action: 'order.note',
          entityType: 'order',
          entityId: orderNumberId(row.number),
          after: { note: text },
        });
        return detail(row, tx);
      });
    },
  };
}

export type OrderConsole = ReturnType<typeof createOrderConsole>;
