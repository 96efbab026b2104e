import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { ReturnDetailPage } from './return-detail-page';
import { ReturnListPage } from './return-list-page';

/** Console: returns. The queue at /admin/returns, a return at /admin/returns/RT12. */
export default function ReturnsArea() {
  return (
    <Switch>
      <Route path={adminPaths.returns}>
        <ReturnListPage />
      </Route>
      <Route path={`${adminPaths.returns}/:number`}>
        <ReturnDetailPage />
      </Route>
    </Switch>
  );
}
