// What the app and other features use of coupons: they reach it through here, never its files.
export { type CouponService, createCouponService } from './coupons.service';
export { registerCoupons } from './coupons.feature';
