import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { AuditLog } from '../audit';
import { couponAdminRoutes } from './coupons.admin.routes';
import { createCouponAdmin } from './coupons.admin.service';
import { couponRoutes } from './coupons.routes';
import type { CouponService } from './coupons.service';

export const registerCoupons: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  coupons: CouponService;
  sessions: SessionGuard;
}> = async (app, { db, audit, coupons, sessions }) => {
  await app.register(couponRoutes, { coupons, sessions });
  const couponAdmin = createCouponAdmin({ db, audit });
  return { console: async (admin) => admin.register(couponAdminRoutes, { couponAdmin }) };
};
