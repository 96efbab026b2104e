/** The console's dashboard: sales, orders waiting, how shoppers pay, and low stock, at a glance. */
import { z } from 'zod';

/** The most low-stock products the dashboard lists (the count says how many there are). */
export const LOW_STOCK_LISTED = 10;
/** How many days of sales the chart shows, today included. */
export const SALES_CHART_DAYS = 30;

const paise = z.number().int();
const count = z.number().int().nonnegative();

/** Sales of a period: what the counted orders came to, and how many there were. */
export const salesFiguresSchema = z.object({ revenue: paise, orders: count });
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const dashboardSchema = z.object({
  /** Today's date in India (YYYY-MM-DD): the days below are India's calendar days. */
  today: z.iso.date(),
  /**
   * Today, the last 7 and the last 30 days, today included. Orders count from when they were
   * placed, unless cancelled (by the shopper, the shop, or unpaid in time) or still waiting for
   * their online payment.
   */
  sales: z.object({
    today: salesFiguresSchema,
    last7Days: salesFiguresSchema,
    last30Days: salesFiguresSchema,
  }),
  /** The last 30 days' sales by how they were paid. */
  paymentSplit: z.object({ cod: salesFiguresSchema, online: salesFiguresSchema }),
  /** One entry per day of the last 30, oldest first, days without sales included. */
  salesByDay: z.array(salesFiguresSchema.extend({ day: z.iso.date() })),
  /** Orders not yet delivered or cancelled, by status, in the lifecycle's order; none left out. */
  waiting: z.array(z.object({ status: z.string(), label: z.string(), count })),
  /** Products at or below their own low-stock threshold (set in the console). */
  lowStock: z.object({
    /** How many products are low; the list holds the lowest few. */
    count,
    items: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        stock: z.number().int().nonnegative(),
        threshold: z.number().int().nonnegative(),
      }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export * from './go-live';
