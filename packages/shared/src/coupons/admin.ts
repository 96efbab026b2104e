/** Coupons as the console manages them: every rule the shop applies at the cart and at checkout. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema, searchTextSchema } from '../paging';

/** Text with a lone UTF-16 surrogate cannot be stored as JSON (the audit log's before/after). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

export const COUPON_KINDS = ['percent', 'flat'] as const;

const paise = (field: string) =>
  z
    .number({ error: `${field} must be an amount in paise.` })
    .int(`${field} must be a whole number of paise.`)
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000_000, `${field} is too large.`);

const limit = (field: string) =>
  z
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be at least 1, or left empty for no limit.`)
    .max(1_000_000_000, `${field} is too large.`);

const instant = (field: string) =>
  z.iso.datetime({
    offset: true,
    error: `${field} must be a date and time such as 2026-01-31T00:00:00+05:30.`,
  });

/** The rules of a coupon, as staff set them (everything but its code). */
const couponRulesShape = {
  description: z
    .string({ error: 'Describe the coupon for shoppers.' })
    .trim()
    .min(1, 'Describe the coupon for shoppers.')
    .max(200, 'The description is too long (200 characters at most).')
    .refine(wellFormed, 'The description has a character that cannot be stored.'),
  kind: z.enum(COUPON_KINDS, { error: 'The kind is percent or flat.' }),
  /** Percent (1–100) for a percent coupon, paise for a flat one. */
  value: z
    .number({ error: 'The value must be a number.' })
    .int('The value must be a whole number.')
    .min(1, 'The value must be at least 1.')
    .max(1_000_000_000, 'The value is too large.'),
  /** Paise: the subtotal an order needs for the coupon to apply. */
  minOrder: paise('The minimum subtotal').default(0),
  /** Paise; null: no cap. */
  maxDiscount: paise('The maximum discount').nullable().default(null),
  /** The coupon works from this instant (included)… */
  startsAt: instant('startsAt').nullable().default(null),
  /** …until this one (excluded); null: no end. */
  endsAt: instant('endsAt').nullable().default(null),
  /** Uses across all shoppers; null: unlimited. */
  usageLimit: limit('The total usage limit').nullable().default(null),
  /** Uses by one shopper; null: unlimited. */
  perShopperLimit: limit('The per-shopper limit').nullable().default(null),
  active: z.boolean({ error: 'active is true or false.' }).default(true),
};

type Rules = {
  kind: (typeof COUPON_KINDS)[number];
  value: number;
  startsAt: string | null;
  endsAt: string | null;
};

function checkRules(rules: Rules, ctx: z.RefinementCtx) {
  if (rules.kind === 'percent' && rules.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100.' });
  }
  if (rules.startsAt && rules.endsAt && Date.parse(rules.endsAt) <= Date.parse(rules.startsAt)) {
    ctx.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: 'The coupon must end after it starts.',
    });
  }
}

/** Codes are what shoppers type: letters, digits, - and _, stored upper-case. */
export const adminCouponCodeSchema = z
  .string({ error: 'Enter a code.' })
  .trim()
  .min(3, 'A code has at least 3 characters.')
  .max(32, 'A code has at most 32 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A code has only letters, digits, - and _.')
  .transform((code) => code.toUpperCase());

export const couponCreateSchema = z
  .object({ code: adminCouponCodeSchema, ...couponRulesShape })
  .strict()
  .superRefine(checkRules);
export type CouponCreate = z.input<typeof couponCreateSchema>;

/** Saves every rule, with the `updatedAt` the editor read (409 STALE when it changed since). */
export const couponUpdateSchema = z
  .object({
    ...couponRulesShape,
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt you read.' }),
  })
  .strict()
  .superRefine(checkRules);
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const couponActiveSchema = z
  .object({
    active: z.boolean({ error: 'active is true or false.' }),
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt you read.' }),
  })
  .strict();

export const couponParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Name the coupon.')
    .max(32, 'No coupon has so long a code.')
    .transform((code) => code.toUpperCase()),
});

export const COUPON_LIST_STATUSES = ['active', 'disabled'] as const;

export const couponListQuerySchema = cursorPageQuerySchema.extend({
  q: searchTextSchema(32, 'Search for at most 32 characters.'),
  status: z.enum(COUPON_LIST_STATUSES, { error: 'The status is active or disabled.' }).optional(),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

export const adminCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minOrder: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  perShopperLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders that used it (cancelled orders give their use back). */
  timesUsed: z.number().int(),
  /** Different shoppers among them. */
  shoppers: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponPageSchema = cursorPageSchema(adminCouponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;
