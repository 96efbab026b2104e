/**
 * The single source of the shop's commercial policy and business facts. Every page, mail and
 * computation reads from here, so changing a fee or a phone number is a one-line change.
 */
import type { Paise } from '../money';

export const SHOP_NAME = 'TerraCraft';
export const CURRENCY = 'INR';
export const COUNTRY = 'India';

export const SHIPPING_FEE_PAISE: Paise = 5900;
export const ESTIMATED_DELIVERY_DAYS = 5;
export const RETURN_WINDOW_DAYS = 7;
/** Photos a shopper may send with a return. */
export const RETURN_MAX_PHOTOS = 3;
export const RETURN_POLICY = `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery on unused items in their original packaging.`;
export const REFUND_PROCESSING =
  'Refunds are issued to the original payment method within 5–7 business days of the returned item reaching us.';
export const SHIPPING_REGION = 'We ship only within India.';
export const DEFAULT_SHIPPING_STATE = 'Jharkhand';

export const BUSINESS = {
  legalName: 'TerraCraft Handicrafts Private Limited',
  tollFree: '1800-123-4567',
  tollFreeHref: 'tel:+9118001234567',
  email: 'support@terracraft.in',
  emailHref: 'mailto:support@terracraft.in',
  privacyEmail: 'privacy@terracraft.in',
  address: {
    line1: '2nd Floor, Artisan House, Main Road',
    city: 'Ranchi',
    state: 'Jharkhand',
    pin: '834001',
    country: COUNTRY,
  },
  phoneHours: 'Mon-Fri 9am-6pm IST',
  emailHours: '24/7 support',
  workingHours: ['Mon-Fri: 9am-6pm', 'Sat: 10am-4pm'],
  founded: 2020,
  /** Coordinates of the Ranchi office, used by the location map. */
  location: { lat: 23.3441, lng: 85.3096 },
} as const;

/** The office on OpenStreetMap, for directions: a link only, the shop's pages load nothing from it. */
export const OFFICE_MAP_URL = `https://www.openstreetmap.org/?mlat=${BUSINESS.location.lat}&mlon=${BUSINESS.location.lng}#map=17/${BUSINESS.location.lat}/${BUSINESS.location.lng}`;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/terracraft' },
  { name: 'Instagram', href: 'https://www.instagram.com/terracraft' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/terracraft' },
] as const;

/**
 * The totals of an order or a cart: subtotal − coupon discount + flat shipping (+ the
 * cash-on-delivery fee of an order paid in cash), in paise. The one formula the cart page,
 * checkout and order placement all use. An empty cart ships nothing.
 */
export function orderTotals(subtotal: Paise, discount: Paise = 0, codFee: Paise = 0) {
  const shipping = subtotal > 0 ? SHIPPING_FEE_PAISE : 0;
  const applied = Math.min(discount, subtotal);
  const fee = subtotal > 0 ? codFee : 0;
  return {
    subtotal,
    discount: applied,
    shipping,
    codFee: fee,
    total: subtotal - applied + shipping + fee,
  };
}
