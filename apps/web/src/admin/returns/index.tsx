import { Route, Routes } from 'react-router';
import { ReturnDetailPage } from './return-detail-page';
import { ReturnListPage } from './return-list-page';

/** Console: returns. The queue at /admin/returns, a return at /admin/returns/RT12. */
export default function ReturnsArea() {
  return (
    <Routes>
      <Route index element={<ReturnListPage />} />
      <Route path=":number" element={<ReturnDetailPage />} />
    </Routes>
  );
}
