import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';

/** Console: orders. The list at /admin/orders, an order at /admin/orders/TC1001. */
export default function OrdersArea() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route path=":number" element={<OrderDetailPage />} />
    </Routes>
  );
}
