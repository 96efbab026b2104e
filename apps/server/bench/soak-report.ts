/** The soak's report: requests by kind with their latency, errors by cause, orders and stock. */
import type pg from 'pg';
import { loadAverage, percentile, table } from './bench-kit';
import type { soak } from './soak-load';
import type { Kind } from './soak-requests';
import type { stockCheck } from './soak-stock';

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

/** Prints the report; answers how many requests ended in an error. */
export async function report(
  client: pg.Client,
  settings: { minutes: number; rate: number; shopperCount: number },
  result: Awaited<ReturnType<typeof soak>>,
  check: Awaited<ReturnType<typeof stockCheck>>,
): Promise<number> {
  const { minutes, rate, shopperCount } = settings;
  const kinds: Kind[] = ['catalogue', 'sign-in', 'cart', 'order', 'cancel'];
  console.log(`\nSoak report: ${minutes} min at ${rate} requests/s, ${shopperCount} shoppers`);
  const rows = [...kinds, undefined].map((kind) => {
    const of = result.outcomes.filter((outcome) => kind === undefined || outcome.kind === kind);
    const sorted = of.map((outcome) => outcome.ms).sort((x, y) => x - y);
    return [
      kind ?? 'all',
      String(of.length),
      String(of.filter((o) => o.error).length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
    ];
  });
  console.log(table(['request', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
  const errors = result.outcomes.filter((outcome) => outcome.error);
  const byCause = new Map<string, number>();
  for (const error of errors) {
    const cause = `${error.kind}: ${error.error}`;
    byCause.set(cause, (byCause.get(cause) ?? 0) + 1);
  }
  for (const [cause, n] of byCause) console.log(`  error ×${n}: ${cause}`);
  const {
    rows: [orderCounts],
  } = await client.query<{ placed: number; cancelled: number }>(
    `SELECT count(*)::int AS placed, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled FROM orders`,
  );
  console.log(
    `Achieved ${(result.outcomes.length / result.seconds).toFixed(1)} requests/s; at most ${result.maxInFlight} in flight; ` +
      `${orderCounts!.placed} orders placed in all, ${orderCounts!.cancelled} cancelled; load ${loadAverage()}`,
  );
  console.log(
    check.problems.length === 0
      ? `Stock consistent: ${check.products} products — stock + units in standing orders = start, ledger = stock change, units sold moved with the orders`
      : `Stock INCONSISTENT:\n  ${check.problems.slice(0, 20).join('\n  ')}`,
  );
  return errors.length;
}
