import { badRequest } from '../../lib/errors';
import type { Database, Transaction } from '../../db/client';
import { createPricingRepository } from './pricing.repository';

export interface CartLineInput {
  id: string;
  quantity: number;
}

export interface PricedLine {
  id: string;
  name: string;
  /** Paise, as the database says now. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  stock: number;
  image: string | undefined;
}

export interface PricedCart {
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
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  const found = await createPricingRepository(db).findProducts([...quantities.keys()]);
  const bySlug = new Map(found.map((product) => [product.slug, product]));
  const lines: PricedLine[] = [];
  for (const [id, quantity] of quantities) {
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
