import { Trash, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import { ItemRow } from '../../../components/item-row';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { useCartDrawer } from '../cart-drawer-store';
import { cartSubtotal, useCartStore } from '../cart-store';
import { maxUnitsPerLine } from '../../../lib/use-business';

/**
 * The cart side panel: a modal <dialog>, so focus stays inside while it is open and Escape closes
 * it. Every link in it closes it.
 */
export function CartDrawer() {
  const { isOpen, close } = useCartDrawer();
  const items = useCartStore((state) => state.items);
  const { setQuantity, remove } = useCartStore.getState();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    // A click on the backdrop closes the panel; Escape (handled by <dialog>) is the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      onClose={close}
      onClick={(event) => event.target === dialog.current && close()}
      className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-full max-w-sm bg-white p-0 shadow-2xl backdrop:bg-black/40 open:animate-[drawer-in_0.3s_ease-out] sm:w-96"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-clay-100 px-5 py-4">
          <h2 id="cart-drawer-title" className="text-xl font-semibold text-clay-800">
            Your Cart
          </h2>
          <button type="button" onClick={close} aria-label="Close cart" className="icon-button">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <p className="text-clay-700">Your cart is empty.</p>
            <Link to={paths.shop} onClick={close} className="btn-primary">
              Return to Shop
            </Link>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-clay-100 overflow-y-auto px-5">
              {items.map((line) => (
                <ItemRow
                  key={line.id}
                  image={line.image}
                  name={line.name}
                  to={paths.product(line.id)}
                  onNavigate={close}
                  size="lg"
                  className="py-4"
                >
                  <p className="text-sm text-clay-600">(@ {formatInr(line.price)} each)</p>
                  <div className="mt-2 flex items-center justify-between">
                    <QuantityStepper
                      name={line.name}
                      value={line.quantity}
                      max={Math.min(line.maxQuantity ?? Infinity, maxUnitsPerLine())}
                      onChange={(quantity) => setQuantity(line.id, quantity)}
                    />
                    <button
                      type="button"
                      onClick={() => remove(line.id)}
                      aria-label={`Delete ${line.name}`}
                      className="inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
                    >
                      <Trash className="size-4" aria-hidden="true" />
                      Delete
                    </button>
                  </div>
                </ItemRow>
              ))}
            </ul>
            <div className="space-y-3 border-t border-clay-100 px-5 py-4">
              <p className="flex justify-between font-semibold text-clay-900">
                <span>Subtotal</span>
                <span>{formatInr(cartSubtotal(items))}</span>
              </p>
              <div className="grid grid-cols-2 gap-3">
                <Link to={paths.cart} onClick={close} className="btn-outline">
                  View Cart
                </Link>
                <Link to={paths.checkout} onClick={close} className="btn-primary">
                  Checkout
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
