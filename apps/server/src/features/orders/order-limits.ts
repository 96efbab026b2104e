import { ORDER_ERROR_CODES } from '@terracraft/shared/orders';
import type { OrderLimits } from '@terracraft/shared/settings';
import { AppError } from '../../lib/errors';

/** A refusal for going over one of the shop's order limits, naming the field at fault. */
export const orderLimit = (message: string, field: string, detail: string) =>
  new AppError(422, ORDER_ERROR_CODES.orderLimit, message, { [field]: detail });

/**
 * Refuses quantities beyond the order limits: units of one product, then units in all. Lines of
 * the same product count together.
 */
export function checkQuantities(
  items: readonly { id: string; quantity: number }[],
  limits: Pick<OrderLimits, 'maxUnitsPerLine' | 'maxUnitsPerOrder'>,
  what: 'order' | 'cart' = 'order',
) {
  const perProduct = new Map<string, number>();
  for (const item of items) {
    perProduct.set(item.id, (perProduct.get(item.id) ?? 0) + item.quantity);
  }
  for (const [id, quantity] of perProduct) {
    if (quantity > limits.maxUnitsPerLine) {
      throw orderLimit(
        `An ${what} can hold at most ${limits.maxUnitsPerLine} of one product (the shop's limit of units per product). Please reduce the quantity.`,
        `items.${id}`,
        `At most ${limits.maxUnitsPerLine}`,
      );
    }
  }
  if (what !== 'order') return;
  const units = [...perProduct.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (units > limits.maxUnitsPerOrder) {
    throw orderLimit(
      `An order can hold at most ${limits.maxUnitsPerOrder} units in all (the shop's limit of units per order); this one has ${units}. Please place a smaller order.`,
      'items',
      `At most ${limits.maxUnitsPerOrder} units`,
    );
  }
}
