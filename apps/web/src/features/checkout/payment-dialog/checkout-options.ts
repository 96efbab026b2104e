import type { OnlinePayment, Order, ShippingAddress } from '@terracraft/shared/orders';
import { SHOP_NAME } from '@terracraft/shared/policy';
import type { RazorpayOptions } from './open-checkout';

/** Razorpay Checkout's header colour: the shop's clay brown. */
const THEME_COLOR = '#70472d';

/**
 * The options Razorpay Checkout (or the sandbox) opens with: the server's Razorpay order and
 * amount in paise, the shop's name and logo, the shopper's details prefilled and the delivery
 * address in the notes.
 */
export function checkoutOptions(
  order: Pick<Order, 'number'>,
  payment: OnlinePayment,
  address: ShippingAddress,
  origin: string,
): Omit<RazorpayOptions, 'handler' | 'modal'> {
  return {
    key: payment.keyId,
    amount: payment.amount,
    currency: payment.currency,
    name: SHOP_NAME,
    description: `Order #${order.number}`,
    image: `${origin}/favicon.svg`,
    order_id: payment.gatewayOrderId,
    prefill: {
      name: `${address.firstName} ${address.lastName}`,
      email: address.email,
      contact: address.phone,
    },
    notes: {
      order_number: `#${order.number}`,
      address: `${address.address}, ${address.city}, ${address.state} ${address.pin}`,
    },
    theme: { color: THEME_COLOR },
  };
}
