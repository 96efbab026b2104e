/**
 * The orders area of the back office: the list with its filters and search, an order's detail
 * with its timeline, and the staff's moves (order lifecycle, decision 18).
 */
import { z } from 'zod';
import { staffRoleSchema } from '../auth';
import {
  ORDER_STAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  orderDocumentSchema,
  orderItemSchema,
  orderNumberSchema,
  orderTotalsSchema,
  storedAddressSchema,
  shipmentSchema,
} from './index';
import { normaliseTrackingNumber } from './carriers';
import { PAYMENT_PROVIDERS } from '../payments';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';

/** What staff can do to an order, each its own endpoint. */
export const STAFF_ORDER_ACTIONS = [
  'confirm',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'collect-cash',
] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export const STAFF_ORDER_ACTION_LABELS: Record<StaffOrderAction, string> = {
  confirm: 'Confirm',
  pack: 'Mark packed',
  ship: 'Ship',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  'collect-cash': 'Cash collected',
};

/** Every kind of row of an order's timeline. */
export const ORDER_EVENT_TYPES = [
  'place',
  'retry',
  'pay',
  'confirm',
  'pack',
  'ship',
  'deliver',
  'cancel',
  'expire',
  'collect-cash',
  'refund-late-payment',
  'note',
  'return-requested',
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const ORDER_EVENT_LABELS: Record<OrderEventType, string> = {
  place: 'Order placed',
  retry: 'Checkout tried again: this order kept',
  pay: 'Paid online',
  confirm: 'Confirmed',
  pack: 'Packed',
  ship: 'Shipped',
  deliver: 'Delivered',
  cancel: 'Cancelled',
  expire: 'Released: not paid in time',
  'collect-cash': 'Cash collected',
  'refund-late-payment': 'Late payment refunded',
  note: 'Note',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-rejected': 'Return rejected',
  'return-received': 'Return received',
  'return-refunded': 'Return refunded',
};

/** Text kept in the timeline (JSON): a lone UTF-16 surrogate cannot be stored there. */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);
const NOT_TEXT = 'holds a character that is not text.';

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be a date and time such as 2026-01-31T00:00:00+05:30.`,
  });

/**
 * The list: newest first, paged by cursor. Filters combine; `q` finds an order by its number
 * (TC1001), the shopper's email (or its beginning), phone (10 digits) or PIN (6 digits).
 */
export const adminOrderListQuerySchema = cursorPageQuerySchema
  .extend({
    status: z
      .enum(ORDER_STAGES, { error: `status must be one of ${ORDER_STAGES.join(', ')}.` })
      .optional(),
    paymentMethod: z
      .enum(PAYMENT_METHODS, {
        error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}.`,
      })
      .optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, {
        error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}.`,
      })
      .optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
    q: z
      .string()
      .trim()
      .max(254, 'Search for at most 254 characters.')
      .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character')
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must come after from.' });
    }
  });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STAGES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  placedAt: z.iso.datetime(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  pin: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = cursorPageSchema(adminOrderSummarySchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** Who made a change: a staff member (as they were then), the shopper, or the shop itself. */
export const orderEventActorSchema = z.object({
  kind: z.enum(['shopper', 'staff', 'system']),
  id: z.string().nullable(),
  email: z.string().nullable(),
  role: staffRoleSchema.nullable(),
});

export const orderEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  type: z.enum(ORDER_EVENT_TYPES),
  actor: orderEventActorSchema,
  /** What the event changed: from/to status, carrier and tracking, refund, the note's text… */
  details: z.record(z.string(), z.unknown()),
});
export type OrderEventEntry = z.infer<typeof orderEventSchema>;

export const adminOrderSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STAGES),
  /** Sent back with every action: a changed order answers 409 STALE. */
  version: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(orderItemSchema),
  ...orderTotalsSchema.shape,
  shippingAddress: storedAddressSchema,
  placedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelReason: z.string().nullable(),
  /** The gateway's side of an online order. */
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      gatewayOrderId: z.string(),
      gatewayPaymentId: z.string().nullable(),
      amount: z.number().int(),
      capturedAt: z.iso.datetime().nullable(),
      refundId: z.string().nullable(),
      refundedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  shipment: shipmentSchema.nullable(),
  /** Its tax invoice and credit notes, oldest first. */
  documents: z.array(orderDocumentSchema),
  /** Oldest first: every change, with who and when. */
  timeline: z.array(orderEventSchema),
  /** The moves the lifecycle allows now: the console offers only these. */
  actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderParamsSchema = z.object({ number: orderNumberSchema });

const version = z
  .number({ error: 'version must be the order’s version as you read it.' })
  .int('version must be the order’s version as you read it.')
  .min(1, 'version must be the order’s version as you read it.');

/** The body of a move: the version of the order as it was read. */
export const orderMoveSchema = z.object({ version });

/** Shipping needs the carrier and its tracking number; the tracking page is optional, https only. */
export const orderShipSchema = z.object({
  version,
  carrier: z
    .string({ error: 'Enter the carrier.' })
    .trim()
    .min(1, 'Enter the carrier.')
    .max(80, 'The carrier’s name is too long.')
    .refine(wellFormed, `The carrier ${NOT_TEXT}`),
  trackingNumber: z
    .string({ error: 'Enter the tracking number.' })
    .trim()
    .min(1, 'Enter the tracking number.')
    .max(80, 'The tracking number is too long.')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/,
      'A tracking number holds letters, digits, - . / _ and spaces.',
    )
    // Kept as the carrier looks it up: "DL 9988-7766" is DL99887766.
    .transform(normaliseTrackingNumber),
  trackingUrl: z
    .string({ error: 'The tracking link must be an https:// address.' })
    .trim()
    .max(500, 'The tracking link is too long.')
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^https$/, error: 'The tracking link must be an https:// address.' })
        .optional(),
    ),
});
export type OrderShipInput = z.input<typeof orderShipSchema>;

/** Cancelling may say why (kept in the timeline). */
export const orderCancelSchema = z.object({
  version,
  reason: z
    .string()
    .trim()
    .max(500, 'The reason is too long.')
    .refine(wellFormed, `The reason ${NOT_TEXT}`)
    .optional(),
});

export const orderNoteSchema = z.object({
  text: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(2000, 'A note holds at most 2000 characters.')
    .refine(wellFormed, `The note ${NOT_TEXT}`),
});
