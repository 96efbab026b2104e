export { CouponBox } from './components/coupon-box';
export { useCoupon } from './use-coupon';
