/**
 * Returns: what a shopper asks to send back from a delivered order, and how the shop answers
 * (approve or reject, receive, refund). Shared by My Orders, the console and the server.
 */
import { z } from 'zod';
import { RETURN_MAX_PHOTOS, RETURN_WINDOW_DAYS } from '../policy';

export { RETURN_MAX_PHOTOS };

export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'not-as-described',
  'changed-mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged in transit',
  'wrong-item': 'Wrong item',
  'not-as-described': 'Not as described',
  'changed-mind': 'Changed my mind',
  other: 'Other',
};

/**
 * Reasons that are the shop's fault: the return also refunds the order's shipping charge (once per
 * order, decision 24).
 */
export const isShopFault = (reason: ReturnReason) =>
  reason === 'damaged' || reason === 'wrong-item' || reason === 'not-as-described';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};

/** The step staff take next from each status; none once rejected or refunded. */
export const RETURN_NEXT_STEPS: Record<
  ReturnStatus,
  readonly ('approve' | 'reject' | 'receive' | 'refund')[]
> = {
  requested: ['approve', 'reject'],
  approved: ['receive'],
  received: ['refund'],
  rejected: [],
  refunded: [],
};

/**
 * What staff do with returned units on receipt: put them back in sellable stock, or write them off
 * (damaged, soiled, incomplete), which keeps them out of stock and records why.
 */
export const RETURN_LINE_OUTCOMES = ['restock', 'write-off'] as const;
export type ReturnLineOutcome = (typeof RETURN_LINE_OUTCOMES)[number];

export const RETURN_LINE_OUTCOME_LABELS: Record<ReturnLineOutcome, string> = {
  restock: 'Restock',
  'write-off': 'Write off',
};

/** The outcome the console proposes for a return's reason: damaged goods are not sold again. */
export const defaultOutcome = (reason: ReturnReason): ReturnLineOutcome =>
  reason === 'damaged' ? 'write-off' : 'restock';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last instant a return may be asked for: the end (India's midnight) of the
 * RETURN_WINDOW_DAYS-th day after the day of delivery on India's calendar. Delivered on
 * 1 March at any hour → returns until 8 March 23:59:59.999 IST.
 */
export function returnDeadline(deliveredAt: Date | string): Date {
  const local = new Date(new Date(deliveredAt).getTime() + IST_OFFSET_MS);
  const startOfDay = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(startOfDay + (RETURN_WINDOW_DAYS + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

/** `RT12`: a return's number as people read it. */
export const returnNumberId = (number: number) => `RT${number}`;

export const returnNumberSchema = z
  .string()
  .trim()
  .regex(/^#?RT\d{1,9}$/i, 'Not a return number')
  .transform((value) => Number(value.replace(/^#?RT/i, '')));

export const returnParamsSchema = z.object({ number: returnNumberSchema });

/** Text kept as it was typed: a lone UTF-16 surrogate cannot be stored. */
const wellFormed = (value: string) => !/\p{Cs}/u.test(value);

export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** Where a cash-on-delivery order's money goes back: a UPI ID, or a bank account with its IFSC. */
export const refundDestinationSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('upi'),
      upiId: z
        .string({ error: 'Enter your UPI ID.' })
        .trim()
        .regex(UPI_ID_PATTERN, 'Enter a UPI ID such as name@bank.'),
    }),
    z.object({
      method: z.literal('bank'),
      accountNumber: z
        .string({ error: 'Enter the account number.' })
        .trim()
        .regex(BANK_ACCOUNT_PATTERN, 'An account number has 9 to 18 digits.'),
      ifsc: z
        .string({ error: 'Enter the IFSC.' })
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, 'An IFSC has 11 characters, such as SBIN0001234.'),
      accountHolder: z
        .string({ error: 'Enter the account holder’s name.' })
        .trim()
        .min(1, 'Enter the account holder’s name.')
        .max(120, 'The account holder’s name is too long.')
        .refine(wellFormed, 'The account holder’s name holds a character that is not text.'),
    }),
  ],
  { error: 'Choose UPI or bank account for your refund.' },
);
export type RefundDestination = z.output<typeof refundDestinationSchema>;
export type RefundDestinationInput = z.input<typeof refundDestinationSchema>;

export const RETURN_DETAILS_MAX = 1000;

/**
 * Photos a shopper may send with a return: JPEG, PNG or WebP, checked by their content like
 * product photos, at most RETURN_PHOTO_MAX_BYTES each.
 */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An uploaded return photo, by the id the upload answered. */
export const returnPhotoUploadedSchema = z.object({ photo: z.object({ id: z.string() }) });

/** A shopper's request: which lines (order item position) and how many of each, and why. */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        position: z.number({ error: 'Choose an item.' }).int().min(0).max(1000),
        quantity: z
          .number({ error: 'Enter how many to return.' })
          .int('Enter a whole number to return.')
          .min(1, 'Return at least one of an item.')
          .max(1000, 'That is more than the order holds.'),
      }),
    )
    .min(1, 'Choose at least one item to return.')
    .max(50, 'Too many lines.')
    .refine(
      (lines) => new Set(lines.map((line) => line.position)).size === lines.length,
      'Each item may be listed once.',
    ),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason from the list.' }),
  details: z
    .string()
    .trim()
    .max(RETURN_DETAILS_MAX, `Tell us in at most ${RETURN_DETAILS_MAX} characters.`)
    .refine(wellFormed, 'The text holds a character that is not text.')
    .default(''),
  /** Required for cash-on-delivery orders; ignored for online payments (refunded to the card/UPI used). */
  refundTo: refundDestinationSchema.optional(),
  /** Photos uploaded beforehand (`returns.uploadPhoto`), by id. */
  photos: z
    .array(z.uuid({ error: 'A photo was not uploaded: attach it again.' }))
    .max(RETURN_MAX_PHOTOS, `Attach at most ${RETURN_MAX_PHOTOS} photos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo may be attached once.')
    .default([]),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;

export const returnLineSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
});

/** One return of an order, as My Orders shows it. */
export const returnSummarySchema = z.object({
  number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  details: z.string(),
  lines: z.array(returnLineSchema),
  requestedAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
  receivedAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
  /** Paise; set once refunded. */
  refundAmount: z.number().int().nullable(),
  /** The gateway's refund id, or the bank/UPI transfer reference staff typed (UTR). */
  refundReference: z.string().nullable(),
  /** Where a cash-on-delivery refund goes, masked: "UPI asha@okaxis", "Bank account ••••1234". */
  refundTo: z.string().nullable(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

/** An order line's quantities: delivered, and still returnable (not in a non-rejected return). */
export const returnableLineSchema = z.object({
  position: z.number().int(),
  returnable: z.number().int(),
});

export const returnCreatedSchema = z.object({ return: returnSummarySchema });

// Console

export const adminReturnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: 'Not a return status.' }).optional(),
  cursor: z
    .string({ error: 'The page cursor must be text.' })
    .regex(/^\d{1,9}$/, 'The page cursor is not valid.')
    .optional(),
  limit: z.coerce
    .number({ error: 'Ask for 1 to 100 rows.' })
    .int('Ask for 1 to 100 rows.')
    .min(1, 'Ask for 1 to 100 rows.')
    .max(100, 'Ask for 1 to 100 rows.')
    .default(50),
});

/** A returned line as staff see it: with what was done with its units on receipt. */
export const adminReturnLineSchema = returnLineSchema.extend({
  outcome: z.enum(RETURN_LINE_OUTCOMES).nullable(),
  writeOffReason: z.string().nullable(),
});

export const returnPhotoParamsSchema = returnParamsSchema.extend({
  photoId: z.uuid({ error: 'Not a photo id.' }),
});

export const adminReturnSchema = returnSummarySchema.extend({
  lines: z.array(adminReturnLineSchema),
  /** The shopper's photos, served to staff only. */
  photos: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  orderNumber: z.string(),
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** The full destination for staff to pay a cash-on-delivery refund into. */
  destination: z
    .object({
      method: z.enum(['upi', 'bank']),
      upiId: z.string().nullable(),
      accountNumber: z.string().nullable(),
      ifsc: z.string().nullable(),
      accountHolder: z.string().nullable(),
    })
    .nullable(),
  /** What a refund would pay now (paise), with the shipping charge when it is refunded. */
  refundQuote: z.object({ amount: z.number().int(), refundsShipping: z.boolean() }).nullable(),
  actions: z.array(z.enum(['approve', 'reject', 'receive', 'refund'])),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnPageSchema = z.object({
  items: z.array(adminReturnSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReturnPage = z.infer<typeof adminReturnPageSchema>;

export const returnRejectSchema = z.object({
  reason: z
    .string({ error: 'Say why the return is rejected.' })
    .trim()
    .min(1, 'Say why the return is rejected.')
    .max(500, 'The reason is too long.')
    .refine(wellFormed, 'The reason holds a character that is not text.'),
});

export const WRITE_OFF_REASON_MAX = 200;

/**
 * Receiving a return: for each of its lines, whether the units go back in sellable stock or are
 * written off, and why (required for a write-off).
 */
export const returnReceiveSchema = z.object({
  lines: z
    .array(
      z
        .object({
          position: z.number({ error: 'Choose an item.' }).int().min(0).max(1000),
          outcome: z.enum(RETURN_LINE_OUTCOMES, { error: 'Choose restock or write off.' }),
          writeOffReason: z
            .string({ error: 'The reason must be text.' })
            .trim()
            .max(WRITE_OFF_REASON_MAX, `Say why in at most ${WRITE_OFF_REASON_MAX} characters.`)
            .refine(wellFormed, 'The reason holds a character that is not text.')
            .default(''),
        })
        .superRefine((line, context) => {
          if (line.outcome === 'write-off' && !line.writeOffReason) {
            context.addIssue({
              code: 'custom',
              path: ['writeOffReason'],
              message: 'Say why the item is written off.',
            });
          }
        }),
      { error: 'Say for each item whether it is restocked or written off.' },
    )
    .min(1, 'Say for each item whether it is restocked or written off.')
    .max(50, 'Too many lines.')
    .refine(
      (lines) => new Set(lines.map((line) => line.position)).size === lines.length,
      'Each item may be listed once.',
    ),
});
export type ReturnReceiveInput = z.input<typeof returnReceiveSchema>;
export type ReturnReceive = z.output<typeof returnReceiveSchema>;

export const returnRefundSchema = z.object({
  /** Cash on delivery: the transfer's reference (UTR) staff paid the refund with. */
  reference: z
    .string()
    .trim()
    .max(64, 'The reference is too long.')
    .regex(/^[A-Za-z0-9 ._/-]*$/, 'A reference holds letters, digits, - . / _ and spaces.')
    .optional(),
});
