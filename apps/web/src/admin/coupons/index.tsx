import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { CouponEditor } from './coupon-editor';
import { CouponList } from './coupon-list';

/** Coupons: the list with their use, a new coupon, one coupon's rules. */
export default function CouponsArea() {
  return (
    <Switch>
      <Route path={adminPaths.coupons}>
        <CouponList />
      </Route>
      <Route path={`${adminPaths.coupons}/new`}>
        <CouponEditor />
      </Route>
      <Route path={`${adminPaths.coupons}/:code`}>
        <CouponEditor />
      </Route>
    </Switch>
  );
}
