import type {
  AdminProduct,
  AdminProductListItem,
  adminProductListQuerySchema,
  productCreateSchema,
  productUpdateSchema,
  ProductPhoto,
} from '@terracraft/shared/products';
import type { stockAdjustSchema, StockMovement } from '@terracraft/shared/inventory';
import type { CategoryKey } from '@terracraft/shared/catalogue';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { refuseIfChangedSince } from '../../lib/versioned-update';
import type { AuditActor, AuditLog } from '../audit';
import type { CatalogueChanges } from '../catalogue';
import type { Inventory, StockMovementRow } from '../inventory';
import {
  createProductAdminRepository,
  type AdminProductListRow,
  type AdminProductRow,
  type ProductWrite,
} from './products.admin.repository';

type ListQuery = z.output<typeof adminProductListQuerySchema>;
type Create = z.output<typeof productCreateSchema>;
type Update = z.output<typeof productUpdateSchema>;
type Adjust = z.output<typeof stockAdjustSchema>;

const productNotFound = () => notFound('That product does not exist.');
const slugCursor = z.tuple([z.string()]);
const idCursor = z.tuple([z.number().int().positive()]);

type PhotoRow = Awaited<
  ReturnType<ReturnType<typeof createProductAdminRepository>['photos']>
>[number];

export const toPhoto = (row: PhotoRow): ProductPhoto => ({
  id: row.id,
  base: row.base,
  alt: row.alt,
  width: row.width,
  height: row.height,
});

function toListItem(row: AdminProductListRow): AdminProductListItem {
  return {
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    category: row.category as CategoryKey,
    price: row.price,
    mrp: row.mrp,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    hidden: row.hidden,
    image: row.firstPhoto ?? row.images[0] ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toProduct(row: AdminProductRow, photos: PhotoRow[]): AdminProduct {
  return {
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    category: row.category as CategoryKey,
    description: row.description,
    longDescription: row.longDescription,
    specifications: row.specifications,
    features: row.features,
    price: row.price,
    mrp: row.mrp,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    hidden: row.hidden,
    tags: row.tags,
    colors: row.colors,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    image: photos[0]?.base ?? row.images[0] ?? '',
    drawnImages: row.images,
    photos: photos.map(toPhoto),
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toMovement = (row: StockMovementRow): StockMovement => ({
  id: String(row.id),
  at: row.createdAt.toISOString(),
  delta: row.delta,
  reason: row.reason,
  actorEmail: row.actorEmail,
  orderId: row.orderId,
  note: row.note,
  stockAfter: row.stockAfter,
});

/** What the audit log keeps of a product: the fields staff edit, and its stock. */
function auditState(row: AdminProductRow) {
  const {
    images: _images,
    imageAlt: _alt,
    rating: _r,
    reviewCount: _c,
    createdAt: _a,
    ...rest
  } = row;
  return { ...rest, updatedAt: row.updatedAt.toISOString() };
}

/** A PostgreSQL unique violation (two staff creating the same slug at once). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

/** The console's catalogue: products with every field, their stock through the inventory. */
export function createProductAdminService({
  db,
  audit,
  inventory,
  catalogue,
}: {
  db: Database;
  audit: AuditLog;
  inventory: Inventory;
  catalogue: CatalogueChanges;
}) {
  async function get(slug: string): Promise<AdminProduct> {
    const repository = createProductAdminRepository(db);
    const row = await repository.find(slug);
    if (!row) throw productNotFound();
    return toProduct(row, await repository.photos(slug));
  }

  async function refuseTaken(
    repository: ReturnType<typeof createProductAdminRepository>,
    { slug, sku }: { slug?: string; sku?: string },
    except?: string,
  ) {
    if (slug !== undefined && slug !== except && (await repository.slugTaken(slug))) {
      throw conflict('Another product already has this slug.', {
        slug: 'is already used by another product',
      });
    }
    if (sku !== undefined && (await repository.skuTaken(sku, except))) {
      throw conflict('Another product already has this SKU.', {
        sku: 'is already used by another product',
      });
    }
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict('Another product already has this slug or SKU.', {
          slug: 'or the SKU is already used by another product',
        });
      }
      throw error;
    }
  }

  return {
    async list(query: ListQuery) {
      const after = query.cursor ? decodeCursor(query.cursor, slugCursor)[0] : undefined;
      const rows = await createProductAdminRepository(db).page({
        q: query.q || undefined,
        category: query.category,
        visibility: query.visibility,
        after,
        limit: query.limit + 1,
      });
      const items = rows.slice(0, query.limit).map(toListItem);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.slug]) : null,
      };
    },

    get,

    async create(actor: AuditActor, input: Create): Promise<AdminProduct> {
      const { stock, ...fields } = input;
      await guarded(() =>
        db.transaction(async (tx) => {
          const repository = createProductAdminRepository(tx);
          await refuseTaken(repository, fields);
          await repository.insert(fields);
          catalogue.changedIn(tx);
          if (stock > 0) {
            await inventory.open(tx, { slug: fields.slug, stock, actor });
          }
          const created = (await repository.find(fields.slug))!;
          await audit.record(tx, {
            actor,
            action: 'product.create',
            entityType: 'product',
            entityId: fields.slug,
            before: null,
            after: auditState(created),
          });
        }),
      );
      return get(input.slug);
    },

    async update(actor: AuditActor, slug: string, input: Update): Promise<AdminProduct> {
      const { updatedAt, ...change } = input;
      const newSlug = await guarded(() =>
        db.transaction(async (tx) => {
          const repository = createProductAdminRepository(tx);
          const current = await repository.find(slug, true);
          if (!current) throw productNotFound();
          refuseIfChangedSince(current.updatedAt, updatedAt, 'This product');
          const price = change.price ?? current.price;
          const mrp = change.mrp ?? current.mrp;
          if (mrp < price) {
            throw conflictOrBad(change.mrp !== undefined ? 'mrp' : 'price');
          }
          await refuseTaken(repository, change, slug);
          const write: ProductWrite = change;
          await repository.update(slug, write, new Date());
          catalogue.changedIn(tx);
          const target = change.slug ?? slug;
          if (target !== slug) await repository.redirect(slug, target);
          const updated = (await repository.find(target))!;
          await audit.record(tx, {
            actor,
            action: 'product.update',
            entityType: 'product',
            entityId: target,
            before: auditState(current),
            after: auditState(updated),
          });
          return target;
        }),
      );
      return get(newSlug);
    },

    async adjustStock(actor: AuditActor, slug: string, input: Adjust) {
      const movement = await db.transaction(async (tx) => {
        const repository = createProductAdminRepository(tx);
        const current = await repository.find(slug, true);
        if (!current) throw productNotFound();
        const { before, after } = await inventory.adjust(tx, {
          slug,
          delta: input.delta,
          reason: input.reason,
          note: input.note,
          actor,
        });
        if (input.lowStockThreshold !== undefined) {
          await repository.update(
            slug,
            { lowStockThreshold: input.lowStockThreshold },
            current.updatedAt,
          );
        }
        await audit.record(tx, {
          actor,
          action: 'product.stock',
          entityType: 'product',
          entityId: slug,
          before: { stock: before, lowStockThreshold: current.lowStockThreshold },
          after: {
            stock: after,
            lowStockThreshold: input.lowStockThreshold ?? current.lowStockThreshold,
            delta: input.delta,
            reason: input.reason,
            note: input.note,
          },
        });
        const [latest] = await inventory.history(tx, slug, 1);
        return latest!;
      });
      return { product: await get(slug), movement: toMovement(movement) };
    },

    async stockHistory(slug: string, query: { cursor?: string; limit: number }) {
      if (!(await createProductAdminRepository(db).find(slug))) throw productNotFound();
      const before = query.cursor ? decodeCursor(query.cursor, idCursor)[0] : undefined;
      const rows = await inventory.history(db, slug, query.limit + 1, before);
      const items = rows.slice(0, query.limit).map(toMovement);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeCursor([Number(last.id)]) : null,
      };
    },
  };
}

/** The MRP below the price, once the change is applied to the product as it is. */
function conflictOrBad(field: 'mrp' | 'price') {
  return badRequest('The MRP cannot be below the price.', {
    [field]: field === 'mrp' ? 'cannot be below the price' : 'cannot be above the MRP',
  });
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
