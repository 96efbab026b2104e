import { useCallback, useState } from 'react';
import { COUNTRY, DEFAULT_SHIPPING_STATE } from '@terracraft/shared/policy';

/** localStorage key of the address chosen on the cart page; the checkout form starts from it. */
const SHIPPING_ADDRESS_KEY = 'shippingAddress';

export interface ShippingAddress {
  address: string;
  state: string;
  pin: string;
  country: typeof COUNTRY;
}

/** The saved address, or null when the shopper has not chosen one (or it cannot be read). */
export function readShippingAddress(): ShippingAddress | null {
  try {
    const value = JSON.parse(localStorage.getItem(SHIPPING_ADDRESS_KEY) ?? 'null') as Partial<
      Record<keyof ShippingAddress, unknown>
    > | null;
    if (!value || typeof value.state !== 'string') return null;
    return {
      address: typeof value.address === 'string' ? value.address : '',
      state: value.state,
      pin: typeof value.pin === 'string' ? value.pin : '',
      country: COUNTRY,
    };
  } catch {
    return null;
  }
}

function saveShippingAddress(address: ShippingAddress) {
  localStorage.setItem(SHIPPING_ADDRESS_KEY, JSON.stringify(address));
}

/** The address to ship to and its setter; the state defaults to the shop's home state. */
export function useShippingAddress() {
  const [address, setAddress] = useState(readShippingAddress);
  const save = useCallback((next: ShippingAddress) => {
    saveShippingAddress(next);
    setAddress(next);
  }, []);
  return { address, shippingState: address?.state ?? DEFAULT_SHIPPING_STATE, save };
}
