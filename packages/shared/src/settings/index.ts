/**
 * The shop's settings: the business details and, later, the other values the owner changes from
 * the console. This module loads no zod (the browser reads it with the first page); the schemas
 * are in `./schemas`.
 */
import { DEFAULT_DELIVERY_SETTINGS } from '../delivery';
import { BUSINESS, SHOP_NAME } from '../policy';
import type {
  BusinessSettings,
  OrderLimits,
  PublicSettings,
  SellerSettings,
  Settings,
} from './schemas';

export type {
  AdminSettings,
  BusinessSettings,
  OrderLimits,
  PublicBusinessSettings,
  PublicSettings,
  SellerSettings,
  SettingKey,
  Settings,
  SettingsUpdate,
} from './schemas';

/**
 * The id of the `<script type="application/json">` element the server writes into every page of
 * the shop, holding its PublicSettings, so the header, footer and contact page need no request.
 */
export const SHOP_SETTINGS_ELEMENT_ID = 'shop-settings';

/** The business details until the owner saves their own: the policy module's facts. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  shopName: SHOP_NAME,
  legalName: BUSINESS.legalName,
  supportEmail: BUSINESS.email,
  ordersEmail: BUSINESS.email,
  phone: BUSINESS.tollFree,
  phoneIsTollFree: true,
  phoneHours: BUSINESS.phoneHours,
  address: {
    line1: BUSINESS.address.line1,
    line2: '',
    city: BUSINESS.address.city,
    state: BUSINESS.address.state,
    pin: BUSINESS.address.pin,
  },
  workingHours: [...BUSINESS.workingHours],
};

/**
 * The seller on the tax invoices until the owner saves the shop's own: the company at the Ranchi
 * office, with a GSTIN of Jharkhand's code (20) that passes the check. The owner replaces it with
 * the registered one before the first invoice that matters.
 */
export const DEFAULT_SELLER_SETTINGS: SellerSettings = {
  legalName: BUSINESS.legalName,
  gstin: '20AAGCT4821K1ZH',
  address: {
    line1: BUSINESS.address.line1,
    line2: '',
    city: BUSINESS.address.city,
    state: BUSINESS.address.state,
    pin: BUSINESS.address.pin,
  },
};

/**
 * True while the seller is still the placeholder the shop starts with: the placeholder GSTIN, or
 * the placeholder place of business. No tax invoice is issued under it (decision 0044): an
 * invoice number cannot be taken back, and an invoice under a made-up GSTIN is worthless.
 */
export function isPlaceholderSeller(seller: SellerSettings): boolean {
  const placeholder = DEFAULT_SELLER_SETTINGS;
  return (
    seller.gstin === placeholder.gstin ||
    (seller.address.line1 === placeholder.address.line1 &&
      seller.address.pin === placeholder.address.pin)
  );
}

/** Why shipping (which issues the tax invoice) is refused while the seller is the placeholder. */
export const PLACEHOLDER_SELLER_MESSAGE =
  'Orders cannot ship yet: their tax invoices would carry the placeholder seller (GSTIN 20AAGCT4821K1ZH) the shop starts with, and an invoice number cannot be taken back. Save the shop’s registered seller and GST details in Settings → Seller, then ship again.';

/**
 * The order limits until the owner changes them (docs/decisions/0025): more than a household
 * buys at once of handmade goods, far less than one account could hold of the shop's stock.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
  maxUnpaidOnlineOrders: 2,
  maxOpenCodOrders: 3,
};

export const DEFAULT_SETTINGS: Settings = {
  business: DEFAULT_BUSINESS_SETTINGS,
  seller: DEFAULT_SELLER_SETTINGS,
  orderLimits: DEFAULT_ORDER_LIMITS,
  delivery: DEFAULT_DELIVERY_SETTINGS,
};

/** The part of the settings the shop's pages may show to anyone. */
export function publicSettingsOf(
  settings: Pick<Settings, 'business' | 'orderLimits'>,
): PublicSettings {
  const { ordersEmail: _ordersEmail, ...business } = settings.business;
  return { business, orderLimits: settings.orderLimits };
}

/** A `tel:` link for a phone number as the settings hold it; Indian numbers get +91. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:+91${digits.replace(/^0/, '')}`;
}
