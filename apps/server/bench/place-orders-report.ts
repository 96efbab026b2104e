/** The order benchmark's report: a table of the scenarios, and the goals they missed. */
import { percentile, table } from './bench-kit';
import type { Measured } from './place-orders-load';

export const ORDERS_PER_SECOND = 200;
export const P99_MS = 250;

/** Prints a row for each scenario: orders/s, latency, CPU per order and the answers by status. */
export function printResults(results: Measured[]): void {
  const header = [
    'scenario',
    'orders/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/order: server',
    'PostgreSQL',
    'shoppers',
    'answers',
  ];
  const rows = results.map((result) => [
    result.scenario.name,
    (result.placed.length / result.seconds).toFixed(0),
    percentile(result.times, 50).toFixed(0),
    percentile(result.times, 99).toFixed(0),
    result.cpu.server.toFixed(1),
    result.cpu.postgres?.toFixed(1) ?? '–',
    result.cpu.shoppers.toFixed(1),
    [...result.statuses].map(([status, n]) => `${n}× ${status}`).join(', '),
  ]);
  console.log(table(header, rows, [0, 7]));
}

/** Answers a scenario should not get, and goals it missed: each line is a problem. */
export function goalProblems(results: Measured[]): string[] {
  const problems: string[] = [];
  for (const result of results) {
    const expected = new Set(
      result.scenario.sellsOut
        ? ['201', '409 OUT_OF_STOCK', 'cart emptied, out of stock']
        : ['201'],
    );
    for (const [status, n] of result.statuses) {
      if (!expected.has(status)) problems.push(`${result.scenario.name}: ${n}× ${status}`);
    }
    if (result.scenario.sellsOut) continue;
    const rate = result.placed.length / result.seconds;
    const p99 = percentile(result.times, 99);
    if (rate < ORDERS_PER_SECOND || p99 >= P99_MS) {
      problems.push(
        `${result.scenario.name}: ${rate.toFixed(0)} orders/s, p99 ${p99.toFixed(0)} ms (goal ≥ ${ORDERS_PER_SECOND}/s, p99 < ${P99_MS} ms)`,
      );
    }
  }
  return problems;
}
