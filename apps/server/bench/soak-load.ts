/** The soak's load: a closed loop to measure capacity, an open loop at a fixed rate to soak. */
import { loadAverage } from './bench-kit';
import type { Outcome } from './soak-requests';
import { sleep } from './soak-server';

export const CALIBRATION_SECONDS = 20;
export const CALIBRATION_CONCURRENCY = 8;

export async function measureCapacity(run: () => Promise<Outcome>): Promise<number> {
  const until = Date.now() + CALIBRATION_SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CALIBRATION_CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await run();
        done += 1;
      }
    }),
  );
  return done / CALIBRATION_SECONDS;
}

export async function soak(run: () => Promise<Outcome>, rate: number, seconds: number) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let sent = 0;
  let lastReport = start;
  let maxInFlight = 0;
  while (performance.now() - start < seconds * 1000) {
    // Requests leave on schedule, whether or not earlier ones have answered.
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent < due) {
      sent += 1;
      const request = run().then((outcome) => {
        outcomes.push(outcome);
        inFlight.delete(request);
      });
      inFlight.add(request);
      maxInFlight = Math.max(maxInFlight, inFlight.size);
    }
    if (performance.now() - lastReport >= 60_000) {
      lastReport = performance.now();
      const errors = outcomes.filter((outcome) => outcome.error).length;
      console.log(
        `  ${Math.round((lastReport - start) / 60_000)} min: ${outcomes.length} answered, ${errors} errors, ${inFlight.size} in flight, load ${loadAverage()}`,
      );
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  return { outcomes, seconds: (performance.now() - start) / 1000, maxInFlight };
}
