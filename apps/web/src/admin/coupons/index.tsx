import { Route, Routes } from 'react-router';
import { CouponEditor } from './coupon-editor';
import { CouponList } from './coupon-list';

/** Coupons: the list with their use, a new coupon, one coupon's rules. */
export default function CouponsArea() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="new" element={<CouponEditor />} />
      <Route path=":code" element={<CouponEditor />} />
    </Routes>
  );
}
