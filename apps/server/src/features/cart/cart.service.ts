import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartLineInput,
  type PricedCart,
} from '@terracraft/shared/cart';
import { ORDER_ERROR_CODES } from '@terracraft/shared/orders';
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@terracraft/shared/settings';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { combineLines, largerLines, productsToPrice } from '../pricing';
import { createCartRepository } from './cart.repository';

/**
 * Prices cart lines at today's prices: each quantity is capped at the stock (and at `maxPerLine`,
 * the order limit of units per product), and lines that cannot be bought (no longer sold, or out
 * of stock) leave the cart and are reported.
 */
async function priceCartLines(
  db: Database | Transaction,
  input: CartLineInput[],
  maxPerLine: number = CART_MAX_QUANTITY,
): Promise<PricedCart> {
  const lines = combineLines(input);
  if (lines.length === 0) return { items: [], subtotal: 0, dropped: [] };
  const found = await productsToPrice(
    db,
    lines.map((line) => line.id),
  );
  const bySlug = new Map(found.map((product) => [product.slug, product]));
  const cart: PricedCart = { items: [], subtotal: 0, dropped: [] };
  for (const line of lines) {
    const product = bySlug.get(line.id);
    if (!product) {
      cart.dropped.push({ id: line.id, name: null, reason: 'not-sold' });
    } else if (product.stock < 1) {
      cart.dropped.push({ id: line.id, name: product.name, reason: 'out-of-stock' });
    } else {
      const quantity = Math.min(line.quantity, product.stock, CART_MAX_QUANTITY, maxPerLine);
      cart.items.push({
        id: line.id,
        name: product.name,
        price: product.price,
        quantity,
        stock: product.stock,
        image: product.image[0] ?? null,
      });
      cart.subtotal += product.price * quantity;
    }
  }
  return cart;
}

/**
 * The saved carts of signed-in shoppers. The server keeps quantities; prices are always today's.
 * A cart sent whole (`replace`) is refused with 422 ORDER_LIMIT beyond the order limit of units
 * per product; joined carts (`merge`) are capped at it, as at the stock.
 */
export function createCartService(
  db: Database,
  limits: () => Promise<Pick<OrderLimits, 'maxUnitsPerLine'>> = async () => DEFAULT_ORDER_LIMITS,
) {
  /** Prices `lines` and stores what can stay as the shopper's cart. */
  async function store(tx: Transaction, userId: string, lines: CartLineInput[]) {
    const { maxUnitsPerLine } = await limits();
    const priced = await priceCartLines(tx, lines, maxUnitsPerLine);
    await createCartRepository(tx).replace(
      userId,
      priced.items.map(({ id, quantity }) => ({ id, quantity })),
    );
    return priced;
  }

  return {
    price: async (lines: CartLineInput[]) =>
      priceCartLines(db, lines, (await limits()).maxUnitsPerLine),

    async saved(userId: string): Promise<PricedCart> {
      const { maxUnitsPerLine } = await limits();
      return priceCartLines(db, await createCartRepository(db).lines(userId), maxUnitsPerLine);
    },

    /** The browser's cart becomes the saved cart (after every change while signed in). */
    async replace(userId: string, lines: CartLineInput[]): Promise<PricedCart> {
      const { maxUnitsPerLine } = await limits();
      for (const line of combineLines(lines)) {
        if (line.quantity > maxUnitsPerLine) {
          throw new AppError(
            422,
            ORDER_ERROR_CODES.orderLimit,
            `A cart can hold at most ${maxUnitsPerLine} of one product (the shop's limit of units per product). Please reduce the quantity.`,
            { [`items.${line.id}`]: `At most ${maxUnitsPerLine}` },
          );
        }
      }
      const combined = combineLines(lines);
      return db.transaction(async (tx) => {
        const repository = createCartRepository(tx);
        await repository.lockShopper(userId);
        // Priced and stored in one statement, as `store` would (one round trip instead of three).
        const stored = await repository.priceAndStore(
          userId,
          combined,
          Math.min(CART_MAX_QUANTITY, maxUnitsPerLine),
        );
        const cart: PricedCart = { items: [], subtotal: 0, dropped: [] };
        for (const line of stored) {
          if (line.name === null || line.price === null || line.stock === null) {
            cart.dropped.push({ id: line.id, name: null, reason: 'not-sold' });
          } else if (line.quantity === null) {
            cart.dropped.push({ id: line.id, name: line.name, reason: 'out-of-stock' });
          } else {
            cart.items.push({
              id: line.id,
              name: line.name,
              price: line.price,
              quantity: line.quantity,
              stock: line.stock,
              image: line.image?.[0] ?? null,
            });
            cart.subtotal += line.price * line.quantity;
          }
        }
        return cart;
      });
    },

    /**
     * In the transaction that records an order's payment: the goods it bought leave the shopper's
     * saved cart (the order lifecycle's `SavedCarts`), so the cart is empty after paying for it from
     * any page, and a browser that loads the saved cart next does not offer them again.
     */
    async takeOutOrdered(
      tx: Transaction,
      userId: string,
      lines: { slug: string; quantity: number }[],
    ): Promise<void> {
      if (lines.length === 0) return;
      const repository = createCartRepository(tx);
      await repository.lockShopper(userId);
      await repository.takeOut(userId, lines);
    },

    /**
     * The browser's cart joins the saved one, saved lines first. On sign-in quantities of the same
     * product add up; for an unsaved newer copy of the same cart the larger one stays. Either way
     * capped at the stock, and at CART_MAX_LINES products (the browser's last ones wait), so the
     * merged cart can always be saved again.
     */
    merge(
      userId: string,
      lines: CartLineInput[],
      quantities: 'add' | 'larger' = 'add',
    ): Promise<PricedCart> {
      return db.transaction(async (tx) => {
        const repository = createCartRepository(tx);
        await repository.lockShopper(userId);
        const saved = await repository.lines(userId);
        const joined =
          quantities === 'add' ? combineLines(saved, lines) : largerLines(saved, lines);
        return store(tx, userId, joined.slice(0, CART_MAX_LINES));
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
