import {
  LOW_STOCK_LISTED,
  SALES_CHART_DAYS,
  type Dashboard,
  type SalesFigures,
} from '@terracraft/shared/dashboard';
import { ORDER_STAGE_LABELS, ORDER_STAGES, type OrderStage } from '@terracraft/shared/orders';
import type { Database } from '../../db/client';
import { salesDay } from '../inventory';
import { createDashboardRepository } from './dashboard.repository';

/**
 * What counts as a sale: an order placed and not cancelled — whether the shopper or the shop
 * cancelled it, or it was released unpaid after its payment window (cancelled too) — and not
 * still waiting for its online payment. Cash-on-delivery orders count when placed, before the
 * cash is collected. A status the lifecycle adds later counts unless named here.
 */
const NOT_SALES: readonly OrderStage[] = ['payment_pending', 'cancelled'];
const SALES_STATUSES = ORDER_STAGES.filter((status) => !NOT_SALES.includes(status));

/** Orders someone still has to act on (or wait for): all but the finished ones, in lifecycle order. */
const FINISHED: readonly OrderStage[] = ['delivered', 'cancelled'];
const WAITING_STATUSES = ORDER_STAGES.filter((status) => !FINISHED.includes(status));

/** The calendar day `days` after `day` (negative: before). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** India keeps one clock all year: its midnight is 18:30 UTC the day before. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

const none = (): SalesFigures => ({ revenue: 0, orders: 0 });
const add = (into: SalesFigures, from: SalesFigures) => {
  into.revenue += from.revenue;
  into.orders += from.orders;
};

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService({ db }: { db: Database }) {
  const repository = createDashboardRepository(db);
  return {
    /** The dashboard as of `now`: three reads, each on an index. */
    async get(now: Date = new Date()): Promise<Dashboard> {
      const today = salesDay(now);
      const first = addDays(today, -(SALES_CHART_DAYS - 1));
      const [sales, waiting, lowStock] = await Promise.all([
        repository.salesByDay(indiaMidnight(first), SALES_STATUSES),
        repository.countByStatus(WAITING_STATUSES),
        repository.lowStock(LOW_STOCK_LISTED),
      ]);

      const byDay = new Map<string, SalesFigures>();
      const paymentSplit = { cod: none(), online: none() };
      for (const row of sales) {
        const day = byDay.get(row.day) ?? none();
        add(day, row);
        byDay.set(row.day, day);
        add(paymentSplit[row.method], row);
      }
      const salesByDay = Array.from({ length: SALES_CHART_DAYS }, (_, index) => {
        const day = addDays(first, index);
        return { day, ...(byDay.get(day) ?? none()) };
      });
      const since = (days: number) => {
        const total = none();
        for (const entry of salesByDay.slice(-days)) add(total, entry);
        return total;
      };
      const counts = new Map(waiting.map((row) => [row.status, row.count]));

      return {
        today,
        sales: { today: since(1), last7Days: since(7), last30Days: since(SALES_CHART_DAYS) },
        paymentSplit,
        salesByDay,
        waiting: WAITING_STATUSES.map((status) => ({
          status,
          label: ORDER_STAGE_LABELS[status],
          count: counts.get(status) ?? 0,
        })),
        lowStock,
      };
    },
  };
}
