/**
 * The orders API contract: checkout quote, order placement, the shopper's orders and their
 * states. Money is integer paise; an order is addressed by its number (`TC1001`, shown `#TC1001`).
 */
import { z } from 'zod';
import { returnSummarySchema } from '../returns';
import { paiseSchema as paise } from '../catalogue';
import { couponCodeSchema } from '../coupons';
import { mobileSchema, pinCodeSchema, stateSchema } from '../india';
import { PAYMENT_PROVIDERS } from '../payments';

/**
 * Processing → Shipped → Delivered, and Processing → Cancelled. An online order waits in
 * `payment_pending` until Razorpay confirms the payment (then Processing) or the payment window
 * closes (then Cancelled).
 */
export const ORDER_STATUSES = [
  'payment_pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_pending: 'Payment pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Where an order is in the shop's own work: the shopper's statuses, with Processing split into the
 * staff's steps Processing (new) → Confirmed → Packed. The database and the console hold stages;
 * a shopper sees each stage as its status (`shopperStatusOf`): Confirmed and Packed are still
 * Processing to them (My Orders' tabs and cancel rule stay as the specification has them), shown
 * with the step as a detail.
 */
export const ORDER_STAGES = [
  'payment_pending',
  'processing',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  ...ORDER_STATUS_LABELS,
  confirmed: 'Confirmed',
  packed: 'Packed',
};

/** The status a shopper sees for a stage. */
export const shopperStatusOf = (stage: OrderStage): OrderStatus =>
  stage === 'confirmed' || stage === 'packed' ? 'processing' : stage;

/** The stages a shopper's status stands for (the Processing tab holds three). */
export const stagesOf = (status: OrderStatus): OrderStage[] =>
  ORDER_STAGES.filter((stage) => shopperStatusOf(stage) === status);

/** The tabs of My Orders; `all` includes orders waiting for payment. */
export const ORDER_TABS = ['all', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** A tab name from a URL, in any letter case; anything else is `all`. */
export function parseOrderTab(value: string | null | undefined): OrderTab {
  const lower = value?.trim().toLowerCase();
  return (ORDER_TABS as readonly string[]).includes(lower ?? '') ? (lower as OrderTab) : 'all';
}

/**
 * What a shopper can cancel: an order still being prepared (the specification's Processing), and
 * an online order still waiting for its payment, whose goods then go back on sale at once.
 */
export const canCancel = (status: OrderStatus) =>
  status === 'processing' || status === 'payment_pending';

/** The four steps of an order's progress, as the order-complete page shows them. */
export const ORDER_TIMELINE = ['Order Placed', 'Processing', 'Shipped', 'Delivered'] as const;

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Online payment (Razorpay)',
  cod: 'Cash on delivery',
};

export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'paid',
  'due_on_delivery',
  'refunded',
  'not_paid',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  due_on_delivery: 'Pay on delivery',
  refunded: 'Refunded',
  not_paid: 'Not paid',
};

/**
 * How an order's payment reads to the shopper: method and status ("Online payment — Paid"), or
 * just "Cash on delivery" while the cash is still to be paid, which says it all.
 */
export function paymentSummary(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  separator = ' — ',
): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  return order.paymentStatus === 'due_on_delivery'
    ? method
    : `${method}${separator}${PAYMENT_STATUS_LABELS[order.paymentStatus]}`;
}

/** Why an order was cancelled: from My Orders, by the shop's staff, or its online payment never came. */
export const CANCEL_REASONS = ['shopper', 'staff', 'payment_timeout'] as const;

/** An online order not paid within this many minutes is cancelled and its stock released. */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Client-generated, one per checkout attempt: a retried or double-clicked submit places one order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Error codes of placement, for clients that react to them. */
export const ORDER_ERROR_CODES = {
  outOfStock: 'OUT_OF_STOCK',
  priceChanged: 'PRICE_CHANGED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  paymentGateway: 'PAYMENT_GATEWAY_ERROR',
  paymentNotVerified: 'PAYMENT_NOT_VERIFIED',
  /** Beyond one of the order limits (settings `orderLimits`): 422, the message names it. */
  orderLimit: 'ORDER_LIMIT',
} as const;

const productId = z.string().trim().min(1).max(120);

/** `TC1001`, `#TC1001` or `tc1001`: the order's number. */
export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^#?TC\d{1,9}$/i, 'Not an order number')
  .transform((value) => Number(value.replace(/^#?TC/i, '')));

/** 1001 → "TC1001": the order's id in URLs and the API. Shown to people with a leading '#'. */
export const orderNumberId = (number: number) => `TC${number}`;

const required = (label: string, max: number) =>
  z
    .string(`Enter your ${label}`)
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Your ${label} is too long`);

export const shippingAddressSchema = z.object({
  firstName: required('first name', 60),
  lastName: required('last name', 60),
  email: z
    .string('Enter your email address')
    .trim()
    .pipe(z.email('Enter a valid email address').max(254)),
  phone: mobileSchema,
  address: required('address', 300),
  city: required('city', 100),
  state: stateSchema,
  pin: pinCodeSchema,
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

const cartLines = <T extends z.ZodType>(line: T) =>
  z.array(line).min(1, 'Your cart is empty').max(50, 'An order can hold at most 50 products');

export const checkoutQuoteRequestSchema = z.object({
  items: cartLines(z.object({ id: productId, quantity: z.number().int().min(1).max(99) })),
  couponCode: couponCodeSchema.optional(),
  /** Cash on delivery adds the owner's fee for it, if any, to the totals. */
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

export const quoteLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Image base path (see shared/media), or null. */
  image: z.string().nullable(),
  unitPrice: paise,
  quantity: z.number().int(),
  lineTotal: paise,
  /** Units in stock now; below `quantity` means the line cannot be ordered as it is. */
  available: z.number().int().nonnegative(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The order summary of checkout, priced by the server at current prices. */
export const checkoutQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: paise,
  discount: paise,
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Why the cart's coupon does not apply (the rest of the quote is without it). */
  couponError: z.string().nullable(),
  shipping: paise,
  /** The fee for paying cash on delivery (decision 28): 0 online, or when the owner sets none. */
  codFee: paise,
  total: paise,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * Headers of order placement: one random key per checkout attempt. Other headers (the session
 * cookie among them) pass through untouched.
 */
export const placeOrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Send an Idempotency-Key header: one random key per checkout attempt' })
    .trim()
    .min(16, 'The Idempotency-Key must be 16 to 100 characters')
    .max(100, 'The Idempotency-Key must be 16 to 100 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'The Idempotency-Key may hold letters, digits, - and _ only'),
});

export const placeOrderRequestSchema = z.object({
  items: cartLines(
    z.object({
      id: productId,
      quantity: z.number().int().min(1).max(99),
      /** The unit price the shopper was shown: a different current price refuses the order. */
      unitPrice: paise,
    }),
  ),
  couponCode: couponCodeSchema.optional(),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  /** Also keep the address in the shopper's address book (once the order is placed). */
  saveAddress: z.boolean().optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderItemSchema = z.object({
  /** The product's id (slug), or null when the product no longer exists. */
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  unitPrice: paise,
  quantity: z.number().int(),
  lineTotal: paise,
});

/** How an order travels once shipped: the carrier's name, its tracking number and page. */
export const shipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page for this parcel (https), when staff gave one. */
  trackingUrl: z.string().nullable(),
  shippedAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** A tax document of the order (decision 0023), to download as a PDF. */
export const orderDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit-note']),
  /** `TC/26-27/000123` or `CN/26-27/000004`. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** Where an order's document downloads from: the shopper's link, or (staff) the console's. */
export const orderDocumentPath = (orderNumber: string, documentId: string, staff = false) =>
  `/api/${staff ? 'admin/' : ''}orders/${orderNumber}/documents/${documentId}`;

/**
 * The shipping address as an order keeps it, in every view of the order: the shopper's, the
 * console's and the data download. (`shippingAddressSchema` is what checkout accepts.)
 */
export const storedAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
});

/** An order's money, in paise, as every view of it shows it. */
export const orderTotalsSchema = z.object({
  subtotal: paise,
  discount: paise,
  couponCode: z.string().nullable(),
  shipping: paise,
  total: paise,
});

export const orderSchema = z.object({
  /** `TC1001`; shown as `#TC1001`. */
  number: z.string(),
  /** What the shopper sees: Confirmed and Packed orders are Processing. */
  status: z.enum(ORDER_STATUSES),
  /** The step within it (processing, confirmed, packed…), for the order's detail. */
  stage: z.enum(ORDER_STAGES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(orderItemSchema),
  ...orderTotalsSchema.shape,
  shippingAddress: storedAddressSchema,
  placedAt: z.iso.datetime(),
  estimatedDelivery: z.iso.datetime(),
  /** When an unpaid online order is released; null otherwise. */
  paymentDueBy: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** When the shop accepted the order; null before (and for orders cancelled before it). */
  confirmedAt: z.iso.datetime().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** `shopper` (cancelled from My Orders), `staff` (by the shop) or `payment_timeout` (never paid). */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** Carrier and tracking, once shipped. */
  shipment: shipmentSchema.nullable(),
  /** What the shopper asked to return from it, oldest first, with each step's date. */
  returns: z.array(returnSummarySchema),
  /** Its tax invoice (once shipped) and credit notes, oldest first. */
  documents: z.array(orderDocumentSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** What the browser needs to open Razorpay Checkout (or the sandbox) for an online order. */
export const onlinePaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  /** Razorpay's order id, created by the server for this order. */
  gatewayOrderId: z.string(),
  amount: paise,
  currency: z.literal('INR'),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  /** For online orders still to be paid; null for cash on delivery. */
  payment: onlinePaymentSchema.nullable(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const orderParamsSchema = z.object({ number: orderNumberSchema });

/** An order's document: anything that is not one of its documents' ids answers 404. */
export const orderDocumentParamsSchema = z.object({
  number: orderNumberSchema,
  documentId: z.string().max(64),
});

export const ORDERS_PAGE_SIZE = 10;

export const orderListQuerySchema = z.object({
  /** A tab, in any letter case. */
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ORDER_TABS, { error: `Choose one of: ${ORDER_TABS.join(', ')}` }))
    .default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
