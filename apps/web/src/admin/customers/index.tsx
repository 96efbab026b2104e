import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { CustomerDetailPage } from './customer-detail';
import { CustomerList } from './customer-list';

/** Customers: every account with what they ordered and spent, and one customer's orders. */
export default function CustomersArea() {
  return (
    <Switch>
      <Route path={adminPaths.customers}>
        <CustomerList />
      </Route>
      <Route path={`${adminPaths.customers}/:id`}>
        <CustomerDetailPage />
      </Route>
    </Switch>
  );
}
