import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createMailer } from '../../integrations/mail/mailer';
import { createPaymentGateway, type PaymentGateway } from '../../integrations/razorpay';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createCouponService } from '../coupons/coupons.service';
import { createOrderService, type OrderServiceDeps } from './orders.service';

/** The order service outside the web server (staff scripts), wired as buildApp wires it. */
export function createStandaloneOrderService(
  config: Config,
  db: Database,
  log: OrderServiceDeps['log'],
  gateway: PaymentGateway = createPaymentGateway(config, resolveAuthSecret(config)),
) {
  return createOrderService({
    db,
    coupons: createCouponService(db),
    gateway,
    mailer: createMailer(config),
    publicUrl: config.publicUrl,
    log,
  });
}
