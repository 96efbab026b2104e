import { Route, Routes } from 'react-router';
import { ProductEditor } from './product-editor';
import { ProductList } from './product-list';

/** The catalogue: products, their photos and their stock. */
export default function ProductsArea() {
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="new" element={<ProductEditor />} />
      <Route path=":slug" element={<ProductEditor />} />
    </Routes>
  );
}
