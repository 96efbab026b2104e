/**
 * The console's catalogue: products with every field staff edit, their photos and their stock
 * ledger. Money is integer paise, as everywhere in the API; the console's forms take rupees.
 */
import { z } from 'zod';
import { CATEGORY_KEYS, CATEGORY_NAMES } from '../catalogue/categories';
import { cursorPageQuerySchema, cursorPageSchema } from './index';
import { DEFAULT_TAX_CLASS, GST_RATES, HSN_PATTERN } from '../invoices/gst';

/** Why staff change a product's stock by hand. */
export const STOCK_ADJUST_REASONS = ['restock', 'damaged', 'correction', 'return'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];
export const STOCK_REASON_LABELS: Record<string, string> = {
  opening: 'Opening stock',
  restock: 'Restock',
  damaged: 'Damaged',
  correction: 'Correction',
  return: 'Return received',
  'order-placed': 'Order placed',
  'order-cancelled': 'Order cancelled',
  'order-released': 'Order unpaid',
  'order-withdrawn': 'Order withdrawn',
  'order-returned': 'Order return received',
  'return-written-off': 'Return written off',
};

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** Photos: JPEG, PNG or WebP, checked by their content, at most this many bytes each. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Photos one product may have. */
export const MAX_PHOTOS = 12;

export const adminSlugSchema = z
  .string({ error: 'Enter the product’s address (slug).' })
  .trim()
  .min(1, 'Enter the product’s address (slug).')
  .max(120, 'The slug can be at most 120 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single dashes, such as bamboo-lamp.',
  );

/** Text the database can hold: no NUL character, no half of a surrogate pair. */
const storable = (value: string) => !value.includes('\u0000') && !/\p{Cs}/u.test(value);
const NOT_STORABLE = 'must not contain a NUL character or a broken character';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine(storable, NOT_STORABLE);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine(storable, NOT_STORABLE);

const paise = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a number of paise.` })
    .int(`The ${label} must be whole paise.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(100_000_000, `The ${label} is too large.`);

const words = (label: string, max: number) =>
  z
    .array(optionalText(label, 60).pipe(z.string().min(1, `A ${label} cannot be empty.`)), {
      error: `Give the ${label}s as a list.`,
    })
    .max(max, `Give at most ${max} ${label}s.`);

const lines = (label: string) =>
  z
    .array(optionalText(label, 2000), { error: `Give the ${label} as a list of lines.` })
    .max(30, `Give at most 30 lines of ${label}.`);

export const productCategorySchema = z.enum(CATEGORY_KEYS, {
  error: `Choose a category: ${CATEGORY_KEYS.join(', ')}.`,
});

export const specificationSchema = z.object({
  label: text('specification name', 60),
  value: text('specification value', 300),
});

const lowStockThreshold = z
  .number({ error: 'Enter the low-stock threshold as a number.' })
  .int('The low-stock threshold must be a whole number.')
  .min(0, 'The low-stock threshold cannot be negative.')
  .max(100_000, 'The low-stock threshold is too large.');

/** What the tax invoice prints and charges for the product (decision 0023). */
const hsnCode = z
  .string({ error: 'Enter the HSN code.' })
  .trim()
  .regex(HSN_PATTERN, 'Enter the HSN code: 4, 6 or 8 digits, such as 4602 or 94051900.');
const gstRate = z
  .number({ error: 'Choose the GST rate.' })
  .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
    message: `Choose a GST rate of ${GST_RATES.join(', ')} per cent.`,
  });

/** Every field of a product staff edit. */
const productFields = z.object({
  name: text('name', 120),
  slug: adminSlugSchema,
  sku: text('SKU', 40),
  category: productCategorySchema,
  description: text('short description', 500),
  longDescription: optionalText('long description', 10_000).default(''),
  specifications: z
    .array(specificationSchema, { error: 'Give the specifications as a list.' })
    .max(30, 'Give at most 30 specifications.')
    .default([]),
  features: lines('features').default([]),
  price: paise('price'),
  mrp: paise('MRP'),
  tags: words('tag', 20).default([]),
  colors: words('colour', 20).default([]),
  hidden: z.boolean({ error: 'Say whether the product is hidden.' }).default(false),
  lowStockThreshold: lowStockThreshold.default(DEFAULT_LOW_STOCK_THRESHOLD),
  hsnCode: hsnCode.default(DEFAULT_TAX_CLASS.hsnCode),
  gstRate: gstRate.default(DEFAULT_TAX_CLASS.gstRate),
});

const mrpNotBelowPrice = (product: { price?: number; mrp?: number }, ctx: z.RefinementCtx) => {
  if (product.price !== undefined && product.mrp !== undefined && product.mrp < product.price) {
    ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'The MRP cannot be below the price.' });
  }
};

/** The console's product form: every field staff edit. */
export const productFormSchema = productFields.superRefine(mrpNotBelowPrice);
export type ProductForm = z.input<typeof productFormSchema>;

/** A new product, with its opening stock. */
export const productCreateSchema = productFields
  .extend({
    stock: z
      .number({ error: 'Enter the opening stock as a number.' })
      .int('The stock must be a whole number.')
      .min(0, 'The stock cannot be negative.')
      .max(1_000_000, 'The stock is too large.')
      .default(0),
  })
  .superRefine(mrpNotBelowPrice);
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * A change of any of a product's fields (the stock changes through the ledger). `updatedAt` is the
 * one the product was read with: a product saved since answers 409 STALE, nothing written.
 */
export const productUpdateSchema = productFields
  .partial()
  .extend({
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt the product was read with.' }),
  })
  .superRefine(mrpNotBelowPrice);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const VISIBILITY_FILTERS = ['all', 'visible', 'hidden'] as const;

export const adminProductListQuerySchema = cursorPageQuerySchema.extend({
  q: z
    .string({ error: 'Search with text.' })
    .trim()
    .max(100, 'Search with at most 100 characters.')
    .refine(storable, NOT_STORABLE)
    .optional(),
  category: productCategorySchema.optional(),
  visibility: z
    .enum(VISIBILITY_FILTERS, { error: 'Show all, visible or hidden products.' })
    .default('all'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminProductParamsSchema = z.object({ slug: adminSlugSchema });

export const productPhotoSchema = z.object({
  id: z.string(),
  /** Image base path (see shared/media): the shop serves `${base}-400.webp` etc. */
  base: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

export const adminProductListItemSchema = z.object({
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.enum(CATEGORY_KEYS),
  price: z.number().int(),
  mrp: z.number().int(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  hidden: z.boolean(),
  /** Image base path: the first photo, else the drawn image; empty when there is none. */
  image: z.string(),
  updatedAt: z.iso.datetime(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductPageSchema = cursorPageSchema(adminProductListItemSchema);

export const adminProductSchema = adminProductListItemSchema.extend({
  description: z.string(),
  longDescription: z.string(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  hsnCode: z.string(),
  /** Per cent. */
  gstRate: z.number(),
  /** The drawn images the product had before any photo (image base paths). */
  drawnImages: z.array(z.string()),
  photos: z.array(productPhotoSchema),
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const stockAdjustSchema = z.object({
  delta: z
    .number({ error: 'Enter how many units to add or take off.' })
    .int('Enter a whole number of units.')
    .min(-1_000_000, 'That is too many units.')
    .max(1_000_000, 'That is too many units.')
    .refine((delta) => delta !== 0, 'Enter how many units to add or take off.'),
  reason: z.enum(STOCK_ADJUST_REASONS, {
    error: `Choose a reason: ${STOCK_ADJUST_REASONS.join(', ')}.`,
  }),
  note: optionalText('note', 500).default(''),
  /** Optional: when given, the low-stock threshold is saved with the change. */
  lowStockThreshold: lowStockThreshold.optional(),
});
export type StockAdjust = z.input<typeof stockAdjustSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  delta: z.number().int(),
  reason: z.string(),
  /** Staff who made it; null for the shop's own changes (orders, opening stock). */
  actorEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  note: z.string(),
  stockAfter: z.number().int(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistorySchema = cursorPageSchema(stockMovementSchema);
export const stockHistoryQuerySchema = cursorPageQuerySchema;

export const stockAdjustResultSchema = z.object({
  product: adminProductSchema,
  movement: stockMovementSchema,
});

export const photoParamsSchema = z.object({
  slug: adminSlugSchema,
  photoId: z.uuid({ error: 'Not a photo id.' }),
});
export const photoUpdateSchema = z.object({ alt: text('alt text', 200) });
export const photoOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Not a photo id.' }), { error: 'Give the photos’ ids in their order.' })
    .max(MAX_PHOTOS),
});
export const photoListSchema = z.object({ photos: z.array(productPhotoSchema) });

export const categoryOptions = CATEGORY_KEYS.map((key) => ({ key, name: CATEGORY_NAMES[key] }));
