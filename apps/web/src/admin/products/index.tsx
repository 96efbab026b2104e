import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { ProductEditor } from './product-editor';
import { ProductList } from './product-list';

/** The catalogue: products, their photos and their stock. */
export default function ProductsArea() {
  return (
    <Switch>
      <Route path={adminPaths.products}>
        <ProductList />
      </Route>
      <Route path={`${adminPaths.products}/new`}>
        <ProductEditor />
      </Route>
      <Route path={`${adminPaths.products}/:slug`}>
        <ProductEditor />
      </Route>
    </Switch>
  );
}
