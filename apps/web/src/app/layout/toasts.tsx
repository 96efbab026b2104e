import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastContainer } from '../../lib/notify';

/** The toast library's container and styles, loaded with the first notice (lib/notify). */
const ToastContainer = lazy(() => import('./toast-container'));

/** Where notices show: nothing until the first one is raised. */
export function Toasts() {
  const wanted = useSyncExternalStore(toastContainer.subscribe, toastContainer.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
