import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../config/constants';

/** The console's notices: the shop's toasts, outside the shop's layout. */
export function ConsoleToasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop />;
}
