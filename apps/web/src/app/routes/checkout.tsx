import { useMemo } from 'react';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/notify';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { SavedAddressChooser } from '../../features/addresses';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { cartLines, useCartStore } from '../../features/cart';
import { readShippingAddress } from '../../features/cart/shipping-address';
import { CHECKOUT_TEXTS, CheckoutView, splitName } from '../../features/checkout';
import { useAddressDelivery } from '../../features/delivery';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const items = useCartStore((state) => state.items);
  const couponCode = useCartStore((state) => state.couponCode);
  const lines = useMemo(() => cartLines(items), [items]);
  // Name and email from the account; address, state and PIN as chosen on the cart page. A saved
  // address (the default at first) replaces them when the shopper has one.
  const defaults = useMemo(() => {
    const saved = readShippingAddress();
    return {
      ...splitName(user?.name),
      email: user?.email ?? '',
      ...(saved ? { address: saved.address, state: saved.state, pin: saved.pin } : {}),
    };
  }, [user]);

  return (
    <>
      <PageMeta {...PAGE_TEXT.checkout} />
      <CheckoutView
        lines={lines}
        couponCode={couponCode}
        defaults={defaults}
        useAddressDelivery={useAddressDelivery}
        addressChooser={(choose) => <SavedAddressChooser onChoose={choose} />}
        onBack={() => (window.history.length > 1 ? window.history.back() : navigate(paths.cart))}
        onPlaced={(order) => {
          void navigate(`${paths.orderComplete}?order=${encodeURIComponent(order.number)}`);
          useCartStore.getState().clear();
          toast.success(CHECKOUT_TEXTS.placed);
        }}
      />
    </>
  );
}
