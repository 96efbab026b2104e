import type { Transaction } from '../../db/client';
import { createInventoryRepository } from './inventory.repository';

/** Units of one product. */
export interface StockLine {
  slug: string;
  quantity: number;
}

/** An order's units count as sold on its sales day (India's calendar), and come back from it. */
interface OrderStock {
  orderId: string;
  salesDay: string;
}

/**
 * Why units leave the shelf. Every stock write names its cause, so that each unit can be
 * accounted for; damaged goods and corrections are causes still to come.
 */
export type StockOut = { reason: 'order-placed' } & OrderStock;

/**
 * Why units come back to the shelf: an order gives back what it took, whether the shopper
 * cancelled it, its payment never arrived, or the gateway could not open it. Restocks and
 * received returns are causes still to come.
 */
export type StockIn = {
  reason: 'order-cancelled' | 'order-released' | 'order-withdrawn';
} & OrderStock;

/** A line there was not enough stock for, and how many units there are. */
export interface Shortfall {
  slug: string;
  available: number;
}

/**
 * A fixed order of row locks keeps concurrent checkouts (and cancellations) of the same products
 * from deadlocking.
 */
const bySlug = (lines: StockLine[]) => [...lines].sort((a, b) => a.slug.localeCompare(b.slug));

/**
 * The catalogue's stock and units sold. Every write to either goes through here, inside the
 * caller's transaction, and says why it happens.
 */
export function createInventory() {
  return {
    /**
     * Takes the lines' units off the shelf, each only if that many are there, and counts an
     * order's units as sold. Answers the first line there is not enough of, having taken the ones
     * before it: the caller then rolls its transaction back.
     */
    async take(tx: Transaction, lines: StockLine[], change: StockOut) {
      const repository = createInventoryRepository(tx);
      const ordered = bySlug(lines);
      for (const line of ordered) {
        if (await repository.reserveStock(line.slug, line.quantity)) continue;
        const shortfall: Shortfall = {
          slug: line.slug,
          available: await repository.stockOf(line.slug),
        };
        return shortfall;
      }
      for (const line of ordered) {
        await repository.addSales(line.slug, change.salesDay, line.quantity);
      }
      return undefined;
    },

    /** Puts the lines' units back on the shelf, and takes them off the day they were sold on. */
    async putBack(tx: Transaction, lines: StockLine[], change: StockIn) {
      const repository = createInventoryRepository(tx);
      for (const line of bySlug(lines)) {
        await repository.restoreStock(line.slug, line.quantity);
        await repository.subtractSales(line.slug, change.salesDay, line.quantity);
      }
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
