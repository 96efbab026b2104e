import { Route, Routes } from 'react-router';
import { CustomerDetailPage } from './customer-detail';
import { CustomerList } from './customer-list';

/** Customers: every account with what they ordered and spent, and one customer's orders. */
export default function CustomersArea() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerDetailPage />} />
    </Routes>
  );
}
