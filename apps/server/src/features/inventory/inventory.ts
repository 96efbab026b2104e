import type { SQLWrapper } from 'drizzle-orm';
import type { StockAdjustReason } from '@terracraft/shared/inventory';
import type { Database, Transaction } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { CatalogueChanges } from '../catalogue';
import { createInventoryRepository } from './inventory.repository';

/** Units of one product. */
interface StockLine {
  slug: string;
  quantity: number;
}

/** An order's units count as sold on its sales day (India's calendar), and come back from it. */
interface OrderStock {
  orderId: string;
  salesDay: string;
}

/** Why units leave the shelf for an order. */
type StockOut = { reason: 'order-placed' } & OrderStock;

/**
 * Why units come back to the shelf: an order gives back what it took, whether the shopper
 * cancelled it, its payment never arrived, or the gateway could not open it; or staff received
 * the units of a return.
 */
export type StockIn = {
  reason: 'order-cancelled' | 'order-released' | 'order-withdrawn' | 'order-returned';
} & OrderStock;

/** A change staff make by hand: restock, damaged goods, a count's correction, a received return. */
interface StockAdjustment {
  slug: string;
  /** Units added (positive) or taken off (negative); never zero. */
  delta: number;
  reason: StockAdjustReason;
  note?: string;
  actor: { id: string; email: string };
}

/** A line there was not enough stock for, and how many units there are. */
interface Shortfall {
  slug: string;
  available: number;
}

/**
 * A fixed order of row locks keeps concurrent checkouts (and cancellations) of the same products
 * from deadlocking.
 */
const bySlug = <L extends StockLine>(lines: L[]) =>
  [...lines].sort((a, b) => a.slug.localeCompare(b.slug));

/**
 * The catalogue's stock and units sold. Every write to either goes through here, inside the
 * caller's transaction, and says why it happens: each change of stock is a row of the stock
 * ledger (`stock_movements`), so a product's rows add up to its stock. Each write also tells the
 * catalogue, so the shop shows the new stock and sales from the moment the transaction commits.
 */
export function createInventory({ catalogue }: { catalogue: CatalogueChanges }) {
  return {
    /**
     * Takes the lines' units off the shelf, each only if that many are there, and counts an
     * order's units as sold: one statement, which also runs the caller's `alongside` writes (the
     * order's own rows), so that the products' rows are locked from that statement to the commit
     * only. Answers the first line (by slug) there is not enough of, having taken others: the
     * caller then rolls its transaction back.
     */
    async take(
      tx: Transaction,
      lines: StockLine[],
      change: StockOut,
      alongside: SQLWrapper[] = [],
    ) {
      catalogue.changedIn(tx);
      const repository = createInventoryRepository(tx);
      const sorted = bySlug(lines);
      const taken = await repository.takeForOrderWith(
        sorted,
        { reason: change.reason, orderId: change.orderId, day: change.salesDay },
        alongside,
      );
      if (taken.length === sorted.length) return undefined;
      const done = new Set(taken.map((line) => line.slug));
      const short = sorted.find((line) => !done.has(line.slug))!;
      const shortfall: Shortfall = {
        slug: short.slug,
        available: await repository.stockOf(short.slug),
      };
      return shortfall;
    },

    /** Puts the lines' units back on the shelf, and takes them off the day they were sold on. */
    async putBack(tx: Transaction, lines: StockLine[], change: StockIn) {
      catalogue.changedIn(tx);
      const repository = createInventoryRepository(tx);
      for (const line of bySlug(lines)) {
        const after = await repository.restoreStock(line.slug, line.quantity);
        if (after !== undefined) {
          await repository.record({
            slug: line.slug,
            delta: line.quantity,
            reason: change.reason,
            orderId: change.orderId,
            stockAfter: after,
          });
        }
        await repository.subtractSales(line.slug, change.salesDay, line.quantity);
      }
    },

    /**
     * Returned units that are not sold again (damaged, soiled, incomplete): the stock stays as it
     * is, and the ledger gets a row of no change saying how many units came back, why they were
     * written off and who decided. Like units put back, they leave the day they were sold on.
     */
    async writeOff(
      tx: Transaction,
      lines: (StockLine & { reason: string })[],
      change: OrderStock & { actor: { id: string; email: string } },
    ) {
      catalogue.changedIn(tx);
      const repository = createInventoryRepository(tx);
      for (const line of bySlug(lines)) {
        const stock = await repository.lockStock(line.slug);
        if (stock !== undefined) {
          await repository.record({
            slug: line.slug,
            delta: 0,
            reason: 'return-written-off',
            orderId: change.orderId,
            actorId: change.actor.id,
            actorEmail: change.actor.email,
            note: `${line.quantity} ${line.quantity === 1 ? 'unit' : 'units'} written off: ${line.reason}`,
            stockAfter: stock,
          });
        }
        await repository.subtractSales(line.slug, change.salesDay, line.quantity);
      }
    },

    /**
     * A staff member's change of a product's stock, with its reason. Refused (400 naming `delta`)
     * when it would take the stock below zero; answers the stock after.
     */
    async adjust(
      tx: Transaction,
      adjustment: StockAdjustment,
    ): Promise<{ before: number; after: number }> {
      catalogue.changedIn(tx);
      const repository = createInventoryRepository(tx);
      const before = await repository.lockStock(adjustment.slug);
      if (before === undefined) throw notFound('That product does not exist.');
      const after = before + adjustment.delta;
      if (after < 0) {
        throw badRequest(
          `There are only ${before} in stock: that would take the stock below zero.`,
          {
            delta: `can take at most ${before} units off`,
          },
        );
      }
      await repository.setStock(adjustment.slug, after);
      await repository.record({
        slug: adjustment.slug,
        delta: adjustment.delta,
        reason: adjustment.reason,
        actorId: adjustment.actor.id,
        actorEmail: adjustment.actor.email,
        note: adjustment.note ?? '',
        stockAfter: after,
      });
      return { before, after };
    },

    /** A new product's first units, put on the shelf by the staff member who created it. */
    async open(
      tx: Transaction,
      { slug, stock, actor }: { slug: string; stock: number; actor: { id: string; email: string } },
    ) {
      catalogue.changedIn(tx);
      const repository = createInventoryRepository(tx);
      await repository.setStock(slug, stock);
      await repository.record({
        slug,
        delta: stock,
        reason: 'opening',
        actorId: actor.id,
        actorEmail: actor.email,
        note: 'Opening stock',
        stockAfter: stock,
      });
    },

    /** A product's ledger, newest first, before the row `beforeId` when given. */
    history(db: Database | Transaction, slug: string, limit: number, beforeId?: number) {
      return createInventoryRepository(db).history(slug, limit, beforeId);
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
