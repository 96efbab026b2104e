import type { PricedCart } from '@terracraft/shared/cart';
import { formatInr } from '@terracraft/shared/money';
import type { CartLine } from './cart-store';

/**
 * Brings the browser's cart up to today's prices and stock: names, prices, images and stock from
 * the server; quantities lowered to the stock; lines that cannot be bought removed. Lines added
 * after the prices were asked for stay as they are. Returns what changed, in words for the shopper.
 */
export function reconcileCart(
  local: readonly CartLine[],
  priced: PricedCart,
): { items: CartLine[]; notices: string[] } {
  const fresh = new Map(priced.items.map((line) => [line.id, line]));
  const dropped = new Map(priced.dropped.map((line) => [line.id, line]));
  const notices: string[] = [];
  const items: CartLine[] = [];
  for (const line of local) {
    const gone = dropped.get(line.id);
    if (gone) {
      notices.push(
        gone.reason === 'out-of-stock'
          ? `${gone.name ?? line.name} is out of stock and was removed from your cart.`
          : `${line.name} is no longer sold and was removed from your cart.`,
      );
      continue;
    }
    const now = fresh.get(line.id);
    if (!now) {
      items.push(line);
      continue;
    }
    if (now.price !== line.price) {
      notices.push(
        `The price of ${now.name} is now ${formatInr(now.price)} (it was ${formatInr(line.price)}).`,
      );
    }
    const quantity = Math.min(line.quantity, now.stock);
    if (quantity < line.quantity) {
      notices.push(
        `Only ${now.stock} of ${now.name} ${now.stock === 1 ? 'is' : 'are'} in stock, so your quantity is now ${quantity}.`,
      );
    }
    items.push({
      ...line,
      name: now.name,
      price: now.price,
      image: now.image ?? undefined,
      quantity,
      maxQuantity: now.stock,
    });
  }
  return { items, notices };
}
