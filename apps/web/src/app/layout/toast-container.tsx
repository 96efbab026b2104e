import { useLayoutEffect } from 'react';
import { Bounce, ToastContainer, type ToastTransitionProps } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_MS } from '../../config/constants';

/**
 * The library's own transition, with a closing notice marked as leaving in the render that
 * closes it. The library marks it in an effect, which React ran before the page could be looked
 * at and Preact runs a task later: in between, the notice a place held back (lib/notify) showed
 * beside three that were not leaving yet, one more than the place allows.
 */
function BounceLeavingAtOnce(props: ToastTransitionProps) {
  const { isIn, preventExitTransition, nodeRef, position } = props;
  useLayoutEffect(() => {
    if (isIn || preventExitTransition) return;
    nodeRef.current?.classList.add('Toastify--animate', `Toastify__bounce-exit--${position}`);
  }, [isIn, preventExitTransition, nodeRef, position]);
  return <Bounce {...props} />;
}

/** Limits apply per place (spec §9), through lib/notify, not to every notice. */
export default function ShopToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_MS.default}
      newestOnTop
      transition={BounceLeavingAtOnce}
    />
  );
}
