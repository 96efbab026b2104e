// What the app and other features use of coupons: they reach it through here, never its files.
export { type CouponService, createCouponService } from './coupons.service';
export { couponAdminRoutes } from './coupons.admin.routes';
export { createCouponAdmin } from './coupons.admin.service';
export { couponRoutes } from './coupons.routes';
