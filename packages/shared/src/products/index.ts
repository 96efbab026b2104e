/**
 * The console's catalogue: products with every field staff edit, their photos and their stock
 * ledger. Money is integer paise, as everywhere in the API; the console's forms take rupees.
 */
import { z } from 'zod';
import { CATEGORY_KEYS, CATEGORY_NAMES } from '../catalogue/categories';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';
import { NOT_STORABLE, optionalText, storable, text } from '../text';
import { DEFAULT_LOW_STOCK_THRESHOLD, lowStockThresholdSchema } from '../inventory';
import { DEFAULT_TAX_CLASS, GST_RATES, HSN_PATTERN } from '../invoices/gst';

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
  lowStockThreshold: lowStockThresholdSchema.default(DEFAULT_LOW_STOCK_THRESHOLD),
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
