import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '@terracraft/shared/catalogue';
import type { Database, Transaction } from '../../db/client';
import { productPhotos, productSlugRedirects, products } from '../../db/schema';
import { visibleProduct } from '../catalogue';

/** The columns the console reads and writes of a product. */
const adminColumns = {
  slug: products.slug,
  sku: products.sku,
  name: products.name,
  category: products.category,
  description: products.description,
  longDescription: products.longDescription,
  specifications: products.specifications,
  features: products.features,
  price: products.price,
  mrp: products.mrp,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  hidden: products.hidden,
  tags: products.tags,
  colors: products.colors,
  images: products.images,
  imageAlt: products.imageAlt,
  rating: products.rating,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const listColumns = {
  slug: products.slug,
  sku: products.sku,
  name: products.name,
  category: products.category,
  price: products.price,
  mrp: products.mrp,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  hidden: products.hidden,
  images: products.images,
  firstPhoto: sql<
    string | null
  >`(SELECT ${productPhotos.base} FROM ${productPhotos} WHERE ${productPhotos.productSlug} = ${products.slug} ORDER BY ${productPhotos.position} LIMIT 1)`,
  updatedAt: products.updatedAt,
};

/** What the console's search matches: any part of the name, slug or SKU (the trigram index's expression). */
const searchable = sql`lower(${products.name} || ' ' || ${products.slug} || ' ' || ${products.sku})`;

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminProductRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createProductAdminRepository>['find']>>
>;
export type AdminProductListRow = Awaited<
  ReturnType<ReturnType<typeof createProductAdminRepository>['page']>
>[number];

export interface ProductWrite {
  slug?: string;
  sku?: string;
  name?: string;
  category?: CategoryKey;
  description?: string;
  longDescription?: string;
  specifications?: { label: string; value: string }[];
  features?: string[];
  price?: number;
  mrp?: number;
  tags?: string[];
  colors?: string[];
  hidden?: boolean;
  lowStockThreshold?: number;
  hsnCode?: string;
  gstRate?: number;
}

/** The console's SQL over products, their photos and their old slugs. */
export function createProductAdminRepository(db: Database | Transaction) {
  return {
    /** A page of every product, hidden ones too, by slug (the primary key), after `after`. */
    page({
      q,
      category,
      visibility,
      after,
      limit,
    }: {
      q?: string;
      category?: CategoryKey;
      visibility: 'all' | 'visible' | 'hidden';
      after?: string;
      limit: number;
    }) {
      const conditions: (SQL | undefined)[] = [
        q ? sql`${searchable} LIKE ${likePattern(q)}` : undefined,
        category ? eq(products.category, category) : undefined,
        // Written as the partial indexes' predicates, so that they serve the filter.
        visibility === 'all'
          ? undefined
          : visibility === 'hidden'
            ? sql`${products.hidden} = true`
            : visibleProduct,
        after === undefined ? undefined : gt(products.slug, after),
      ];
      return db
        .select(listColumns)
        .from(products)
        .where(and(...conditions))
        .orderBy(asc(products.slug))
        .limit(limit);
    },

    async find(slug: string, lock = false) {
      const query = db.select(adminColumns).from(products).where(eq(products.slug, slug));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    photos(slug: string) {
      return db
        .select()
        .from(productPhotos)
        .where(eq(productPhotos.productSlug, slug))
        .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
    },

    async slugTaken(slug: string) {
      const [row] = await db
        .select({ slug: products.slug })
        .from(products)
        .where(eq(products.slug, slug));
      return row !== undefined;
    },

    async skuTaken(sku: string, except?: string) {
      const [row] = await db
        .select({ slug: products.slug })
        .from(products)
        .where(eq(products.sku, sku));
      return row !== undefined && row.slug !== except;
    },

    async insert(product: Required<ProductWrite>) {
      await db.insert(products).values({ ...product, images: [], imageAlt: product.name });
      // A slug once given up by a renamed product now belongs to this one.
      await db.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, product.slug));
    },

    async update(slug: string, change: ProductWrite, at: Date) {
      await db
        .update(products)
        .set({ ...change, updatedAt: at })
        .where(eq(products.slug, slug));
    },

    /** The old slug keeps leading to the product (the rename itself cascades to older ones). */
    async redirect(oldSlug: string, newSlug: string) {
      await db.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, newSlug));
      await db
        .insert(productSlugRedirects)
        .values({ oldSlug, productSlug: newSlug })
        .onConflictDoUpdate({
          target: productSlugRedirects.oldSlug,
          set: { productSlug: newSlug },
        });
    },

    async addPhoto(photo: typeof productPhotos.$inferInsert) {
      const [row] = await db.insert(productPhotos).values(photo).returning();
      return row!;
    },

    async setPhotoAlt(slug: string, id: string, alt: string) {
      const updated = await db
        .update(productPhotos)
        .set({ alt })
        .where(and(eq(productPhotos.productSlug, slug), eq(productPhotos.id, id)))
        .returning({ id: productPhotos.id });
      return updated.length === 1;
    },

    async setPhotoPosition(id: string, position: number) {
      await db.update(productPhotos).set({ position }).where(eq(productPhotos.id, id));
    },

    async removePhoto(slug: string, id: string) {
      const [row] = await db
        .delete(productPhotos)
        .where(and(eq(productPhotos.productSlug, slug), eq(productPhotos.id, id)))
        .returning();
      return row;
    },

    async baseInUse(base: string) {
      const [row] = await db
        .select({ id: productPhotos.id })
        .from(productPhotos)
        .where(eq(productPhotos.base, base))
        .limit(1);
      return row !== undefined;
    },
  };
}
