import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../config/constants';

/** Limits apply per place (spec §9), through lib/notify, not to every notice. */
export default function ShopToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop />;
}
