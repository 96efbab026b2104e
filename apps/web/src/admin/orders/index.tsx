import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';

/** Console: orders. The list at /admin/orders, an order at /admin/orders/TC1001. */
export default function OrdersArea() {
  return (
    <Switch>
      <Route path={adminPaths.orders}>
        <OrderListPage />
      </Route>
      <Route path={`${adminPaths.orders}/:number`}>
        <OrderDetailPage />
      </Route>
    </Switch>
  );
}
