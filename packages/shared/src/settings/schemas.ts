/**
 * The settings store's keys and their schemas: each key holds one JSON value of its schema. The
 * after-sale and delivery work adds its keys here (seller GST details, serviceability, COD cap).
 * Types and defaults are in `./index`, which loads no zod.
 */
import { z } from 'zod';
import { staffActorSchema } from '../staff';
import { deliverySettingsSchema } from '../delivery/schemas';
import { pinCodeSchema, stateSchema } from '../india';
import { gstStateCode, gstinProblem } from '../invoices/gst';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

const email = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .toLowerCase()
    .max(254, 'That email address is too long.')
    .pipe(z.email(`Enter a valid ${label}.`));

/** 8 to 12 digits, spaces or dashes between them, a country code such as +91 in front if wanted. */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[\s-]?)?\d(?:[\s-]?\d){7,11}$/;

/** A postal address of the business: its office, or its place of business for GST. */
const postalAddressSchema = z.object({
  line1: text('address', 120),
  line2: z
    .string({ error: 'The second address line must be text.' })
    .trim()
    .max(120, 'The second address line can be at most 120 characters.')
    .default(''),
  city: text('city', 80),
  state: stateSchema,
  pin: pinCodeSchema,
});

/** The business details the shop shows on its pages and signs its mails with. */
export const businessSettingsSchema = z.object({
  /** The shop's name in mails and on its pages. */
  shopName: text('shop name', 60),
  /** The company behind the shop, as the terms and the privacy policy name it. */
  legalName: text('legal name', 120),
  /** Where shoppers write; contact-form messages are mailed here. */
  supportEmail: email('support email address'),
  /** Where answers to order mails go. Not shown on the shop's pages. */
  ordersEmail: email('orders email address'),
  phone: z
    .string({ error: 'Enter the phone number.' })
    .trim()
    .regex(
      PHONE_PATTERN,
      'Enter a phone number of 8 to 12 digits, such as 1800-123-4567 or +91 98765 43210.',
    ),
  /** The header says "Toll Free" before a toll-free number. */
  phoneIsTollFree: z.boolean({ error: 'Say whether the phone number is toll-free.' }),
  /** When the phone is answered, e.g. "Mon-Fri 9am-6pm IST". */
  phoneHours: text('phone hours', 80),
  address: postalAddressSchema,
  /** The office's opening hours, one line each, e.g. "Sat: 10am-4pm". */
  workingHours: z
    .array(text('working hours', 60), { error: 'Give the working hours, one line each.' })
    .min(1, 'Give the working hours, one line each.')
    .max(7, 'Give at most 7 lines of working hours.'),
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

/** What the shop's pages show of the business details: everything but the orders address. */
export const publicBusinessSettingsSchema = businessSettingsSchema.omit({ ordersEmail: true });
export type PublicBusinessSettings = z.output<typeof publicBusinessSettingsSchema>;

/**
 * Who sells, as the tax invoices print it: the registered legal name, the GSTIN and the place of
 * business registered with it. The GSTIN's state code must be the address's state's.
 */
export const sellerSettingsSchema = z
  .object({
    legalName: text('legal name', 120),
    gstin: z
      .string({ error: 'Enter the GSTIN.' })
      .trim()
      .toUpperCase()
      .superRefine((gstin, context) => {
        const problem = gstinProblem(gstin);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    address: postalAddressSchema,
  })
  .superRefine((seller, context) => {
    const code = gstStateCode(seller.address.state);
    if (code && !gstinProblem(seller.gstin) && seller.gstin.slice(0, 2) !== code) {
      context.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `A GSTIN registered in ${seller.address.state} starts with ${code}: check the GSTIN or the state.`,
      });
    }
  });
export type SellerSettings = z.output<typeof sellerSettingsSchema>;

const limit = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a whole number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(999, `The ${label} can be at most 999.`);

/**
 * How much one account may hold at once (docs/decisions/0025): without them one account could
 * hold the shop's stock in unpaid or cash-on-delivery orders. Orders and carts beyond them are
 * refused with 422 ORDER_LIMIT naming the limit.
 */
export const orderLimitsSchema = z
  .object({
    /** Units of one product in one order (and in the cart). */
    maxUnitsPerLine: limit('units of one product per order'),
    /** Units of all products together in one order. */
    maxUnitsPerOrder: limit('units per order'),
    /** Online orders of one account waiting for their payment at once. */
    maxUnpaidOnlineOrders: limit('unpaid online orders per account'),
    /** Cash-on-delivery orders of one account not yet shipped or cancelled. */
    maxOpenCodOrders: limit('open cash-on-delivery orders per account'),
  })
  .refine((limits) => limits.maxUnitsPerLine <= limits.maxUnitsPerOrder, {
    path: ['maxUnitsPerLine'],
    message: 'The units of one product cannot be more than the units per order.',
  });
export type OrderLimits = z.output<typeof orderLimitsSchema>;

/** Every key of the store with its schema. */
export const settingSchemas = {
  business: businessSettingsSchema,
  seller: sellerSettingsSchema,
  orderLimits: orderLimitsSchema,
  delivery: deliverySettingsSchema,
} as const;
export type SettingKey = keyof typeof settingSchemas;
export type Settings = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };

/** The settings every page of the shop may read: written into each page, and at /api/settings/public. */
export const publicSettingsSchema = z.object({
  business: publicBusinessSettingsSchema,
  /** The cart keeps quantities within them; checkout is refused beyond them. */
  orderLimits: orderLimitsSchema,
});
export type PublicSettings = z.output<typeof publicSettingsSchema>;

/** One key as the console edits it: its value, and when and by whom it was last saved. */
const settingEntry = <Value extends z.ZodType>(value: Value) =>
  z.object({
    value,
    /** Null while the shop runs on the defaults. Send it back with the change. */
    updatedAt: z.iso.datetime().nullable(),
    updatedBy: staffActorSchema.nullable(),
  });

export const adminSettingsSchema = z.object({
  business: settingEntry(businessSettingsSchema),
  seller: settingEntry(sellerSettingsSchema),
  orderLimits: settingEntry(orderLimitsSchema),
  delivery: settingEntry(deliverySettingsSchema),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;

const readAt = z.iso
  .datetime({ error: 'Send the updatedAt the settings were read with.' })
  .nullable();

/**
 * Saves one key's whole value. `updatedAt` is the one read with it (null for the defaults): when
 * the key was saved since, the change is refused with 409 STALE and nothing is written.
 */
export const settingsUpdateSchema = z.discriminatedUnion(
  'key',
  [
    z.object({
      key: z.literal('business'),
      value: businessSettingsSchema,
      updatedAt: readAt,
    }),
    z.object({
      key: z.literal('orderLimits'),
      value: orderLimitsSchema,
      updatedAt: readAt,
    }),
    z.object({
      key: z.literal('delivery'),
      value: deliverySettingsSchema,
      updatedAt: readAt,
    }),
    z.object({
      key: z.literal('seller'),
      value: sellerSettingsSchema,
      updatedAt: z.iso
        .datetime({ error: 'Send the updatedAt the settings were read with.' })
        .nullable(),
    }),
  ],
  { error: `Choose a setting: ${Object.keys(settingSchemas).join(', ')}.` },
);
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;
