import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentRecording } from '../payments';
import type { OrderLifecycle } from './order-lifecycle';
import { createOrderRepository } from './orders.repository';

/** How many overdue orders the release job reads at a time. */
const RELEASE_BATCH = 25;

const EXPIRY = { kind: 'system' } as const;

/** The release of online orders whose payment never arrived. */
export function createPaymentExpiry({
  db,
  lifecycle,
  payments,
}: {
  db: Database;
  lifecycle: OrderLifecycle;
  payments: PaymentRecording;
}) {
  /** Cancels one unpaid order past its window and gives its goods back, unless taken meanwhile. */
  function releaseUnpaid(orderId: string, now: Date) {
    return lifecycle.change(async ({ tx, transition }) => {
      const row = await createOrderRepository(tx).claimOverdue(orderId, now);
      if (!row) return undefined;
      return transition(row, { type: 'expire', at: now }, EXPIRY);
    });
  }

  return {
    /**
     * Releases online orders still unpaid after the payment window: stock, coupon use and sales
     * come back and the order is Cancelled. Each is first asked about at the gateway, and one that
     * was paid after all is recorded as paid instead; one the gateway cannot be asked about waits
     * for the next run. Runs periodically on every server: claims are SKIP LOCKED and each move is
     * conditional, so servers never release an order twice.
     */
    async expireOverdue({ now = new Date() }: { now?: Date } = {}) {
      let released = 0;
      let afterId: string | undefined;
      for (;;) {
        const due = await createOrderRepository(db).overdue(now, RELEASE_BATCH, afterId);
        for (const orderId of due) {
          if ((await payments.wasPaidAfterAll(orderId)) !== false) continue;
          if (await releaseUnpaid(orderId, now)) released += 1;
        }
        if (due.length < RELEASE_BATCH) return released;
        afterId = due.at(-1);
      }
    },
  };
}

export type PaymentExpiry = ReturnType<typeof createPaymentExpiry>;

/**
 * Releases unpaid online orders once their payment window has closed: at start (orders may have
 * run out while no server was up) and every PAYMENT_EXPIRY_INTERVAL_SECONDS after. Every server runs it; the release
 * claims rows with SKIP LOCKED and moves them conditionally, so servers never collide.
 */
export function schedulePaymentExpiry(
  app: FastifyInstance,
  expiry: PaymentExpiry,
  intervalMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= expiry
      .expireOverdue()
      .then((released) => {
        if (released > 0) app.log.info({ released }, 'released unpaid orders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'releasing unpaid orders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  // The database closes after the app: let a release in progress finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
