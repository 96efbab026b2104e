import type { CartLineInput } from '@terracraft/shared/cart';
import { badRequest } from '../../lib/errors';
import type { Database, Transaction } from '../../db/client';
import { createPricingRepository } from './pricing.repository';

/** One line per id, in the order in which ids first appear; `combine` merges repeated ones. */
function mergeLines(lists: CartLineInput[][], combine: (a: number, b: number) => number) {
  const quantities = new Map<string, number>();
  for (const line of lists.flat()) {
    const seen = quantities.get(line.id);
    quantities.set(line.id, seen === undefined ? line.quantity : combine(seen, line.quantity));
  }
  return [...quantities].map(([id, quantity]) => ({ id, quantity }));
}

/** Adds up the quantities of repeated ids, keeping the order in which ids first appear. */
export const combineLines = (...lists: CartLineInput[][]): CartLineInput[] =>
  mergeLines(lists, (a, b) => a + b);

/** Keeps the larger quantity of repeated ids, in the order in which ids first appear. */
export const largerLines = (...lists: CartLineInput[][]): CartLineInput[] =>
  mergeLines(lists, Math.max);

interface PricedLine {
  id: string;
  name: string;
  /** Paise, as the database says now. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  stock: number;
  image: string | undefined;
}

interface PricedCart {
  lines: PricedLine[];
  /** Paise. */
  subtotal: number;
}

/**
 * Prices cart lines from the database: the only prices the shop trusts. Repeated ids are merged;
 * an unknown product is a 400 naming it.
 */
export async function priceCart(
  db: Database | Transaction,
  items: CartLineInput[],
): Promise<PricedCart> {
  const merged = combineLines(items);
  const found = await productsToPrice(
    db,
    merged.map((line) => line.id),
  );
  return priceFound(items, found);
}

/** The products of these slugs that the shop sells, with today's price and stock. */
export function productsToPrice(
  db: Database | Transaction,
  slugs: string[],
): Promise<FoundProduct[]> {
  return createPricingRepository(db).findProducts(slugs);
}

/** A product as pricing reads it (pricing.repository's findProducts). */
export interface FoundProduct {
  slug: string;
  name: string;
  price: number;
  stock: number;
  image: string[];
}

/** `priceCart` with the products read already (`found`: those of the lines the shop sells). */
export function priceFound(items: CartLineInput[], found: FoundProduct[]): PricedCart {
  const merged = combineLines(items);
  const bySlug = new Map(found.map((product) => [product.slug, product]));
  const lines: PricedLine[] = [];
  for (const { id, quantity } of merged) {
    const product = bySlug.get(id);
    if (!product)
      throw badRequest(`"${id}" is not a product we sell.`, { items: `Unknown product: ${id}` });
    lines.push({
      id,
      name: product.name,
      unitPrice: product.price,
      quantity,
      lineTotal: product.price * quantity,
      stock: product.stock,
      image: product.image[0],
    });
  }
  return { lines, subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0) };
}
