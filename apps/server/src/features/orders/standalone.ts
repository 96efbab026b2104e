import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createPaymentGateway, type PaymentGateway } from '../../integrations/razorpay';
import { createAuditLog } from '../audit/audit.service';
import { resolveLocalAuthSecret } from '../auth/auth-secret';
import { createCartService } from '../cart/cart.service';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { createInventory } from '../catalogue/inventory';
import { createNotifyingChangeFeed } from '../../lib/change-feed';
import { createTaxDocuments } from '../invoices';
import { createOutbox } from '../mail';
import { createCouponService } from '../coupons/coupons.service';
import { createPaymentRecording } from '../payments/payment-recording';
import { createRefunds } from '../payments/refunds';
import { createSettingsService } from '../settings/settings.service';
import { createOrderGoods } from './order-goods';
import { createOrderLifecycle } from './order-lifecycle';
import { createOrderNotices } from './order-notices';
import { createPaymentExpiry } from './payment-expiry';

/** The order jobs run outside the web server (the payment release), wired as buildApp wires it. */
export function createStandaloneOrderService(
  config: Config,
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  gateway: PaymentGateway = createPaymentGateway(config, resolveLocalAuthSecret(config)),
) {
  // Released stock shows at once on the running servers: they hear it from the database.
  const catalogue = createCatalogueCache({ changes: createNotifyingChangeFeed(db), log });
  const goods = createOrderGoods({
    inventory: createInventory({ catalogue }),
    coupons: createCouponService(db),
  });
  const audit = createAuditLog(db);
  const settings = createSettingsService({ db, audit, log });
  const notices = createOrderNotices({
    // The mails go to the outbox; the shop's running server sends them.
    outbox: createOutbox(),
    publicUrl: config.publicUrl,
    business: () => settings.get('business'),
    refundsCompleteAtOnce: gateway.refundsCompleteAtOnce,
    log,
  });
  const refunds = createRefunds({ gateway, log });
  const invoices = createTaxDocuments({ db, seller: (tx) => settings.getIn(tx, 'seller') });
  // A payment found at the release (the shopper's page closed) empties the cart as any payment.
  const carts = createCartService(db);
  const lifecycle = createOrderLifecycle({ db, goods, refunds, notices, audit, invoices, carts });
  const payments = createPaymentRecording({ db, gateway, lifecycle, notices, log });
  const expiry = createPaymentExpiry({ db, lifecycle, payments });
  return { expireOverdue: expiry.expireOverdue };
}
