import type { CartLineInput, PricedCart } from '@terracraft/shared/cart';
import type { CouponQuote } from '@terracraft/shared/coupons';
import { api } from '../../../lib/api-client';

/** The cart endpoints. Only ids and quantities are sent; prices always come back from the server. */
export const cartApi = {
  price: (items: CartLineInput[]) => api<PricedCart>('/cart/price', { body: { items } }),
  saved: () => api<PricedCart>('/cart'),
  save: (items: CartLineInput[]) => api<PricedCart>('/cart', { method: 'PUT', body: { items } }),
  merge: (items: CartLineInput[], quantities: 'add' | 'larger' = 'add') =>
    api<PricedCart>('/cart/merge', { body: { items, quantities } }),
  quoteCoupon: (code: string, items: CartLineInput[]) =>
    api<CouponQuote>('/coupons/quote', { body: { code, items } }),
};
