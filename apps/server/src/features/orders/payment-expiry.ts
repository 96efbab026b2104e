import type { FastifyInstance } from 'fastify';
import type { OrderService } from './orders.service';

/** How often each server looks for unpaid online orders to release. */
export const PAYMENT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Releases unpaid online orders once their payment window has closed: at start (orders may have
 * run out while no server was up) and every minute after. Every server runs it; the release
 * claims rows with SKIP LOCKED and moves them conditionally, so servers never collide.
 */
export function schedulePaymentExpiry(app: FastifyInstance, orders: OrderService) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= orders
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
    timer = setInterval(run, PAYMENT_EXPIRY_INTERVAL_MS);
    timer.unref();
  });
  // The database closes after the app: let a release in progress finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
