/**
 * The title and description of every page whose text does not come from data: the server puts
 * them in the HTML it sends (for crawlers and link previews) and the web app sets the same ones as
 * the shopper moves around. No zod here: the browser loads this module with the first page.
 */
import { COLLECTIONS, type Collection } from '../catalogue/categories';
import { formatInr } from '../money';
import { BUSINESS, RETURN_POLICY, SHIPPING_FEE_PAISE, SHOP_NAME } from '../policy';
import { PAGES, type StaticPage } from './manifest';

export * from './manifest';

export interface PageText {
  /** Without the shop's name, which `documentTitle` adds. */
  title: string;
  description: string;
}

/** The document title of a page: its own title, then the shop's name. */
export function documentTitle(title: string): string {
  return title === SHOP_NAME || title.startsWith(`${SHOP_NAME} | `)
    ? title
    : `${title} | ${SHOP_NAME}`;
}

/** /product and /shop are two addresses of the one shop page. */
const shopPage: PageText = {
  title: 'Shop',
  description: `Browse every handmade piece at ${SHOP_NAME}: filter by category, price, availability and rating, and sort by price or rating.`,
};

export const PAGE_TEXT: Record<StaticPage, PageText> = {
  home: {
    title: `${SHOP_NAME} | Handmade, eco-friendly crafts by Indian artisans`,
    description:
      'Handmade, eco-friendly home goods by Indian artisans: bamboo lamps, jute storage, terracotta vases, brass and wooden decor. Cash on delivery and secure online payment.',
  },
  about: {
    title: 'About Us',
    description: `${SHOP_NAME} has brought handmade, eco-friendly goods from Indian artisans to homes across India since ${BUSINESS.founded}: our story, our mission, our values and the people behind every piece.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Call, write or visit ${SHOP_NAME} in ${BUSINESS.address.city}. Questions about an order, a return or a bulk purchase of handmade goods? We are happy to help.`,
  },
  productList: shopPage,
  shop: shopPage,
  products: {
    title: 'Products',
    description: `All ${SHOP_NAME} products with their details side by side: choose a piece to see its pictures, price and description.`,
  },
  blog: {
    title: 'Blog',
    description:
      'Stories of Indian artisans, ideas for decorating with handmade terracotta, bamboo and jute, and simple ways to live more sustainably.',
  },
  login: {
    title: 'Login',
    description: `Sign in to your ${SHOP_NAME} account to check out, and to see your orders, cart and wishlist on any device.`,
  },
  signup: {
    title: 'Create Your Account',
    description: `Create a ${SHOP_NAME} account to check out faster and keep your cart and wishlist on every device.`,
  },
  register: {
    title: 'Register',
    description: `Register with ${SHOP_NAME}: give your name and a password, and keep your cart, wishlist and orders on every device.`,
  },
  forgotPassword: {
    title: 'Forgot Password',
    description: `Forgot your ${SHOP_NAME} password? Ask for a link to choose a new one.`,
  },
  resetPassword: {
    title: 'Reset Password',
    description: `Choose a new password for your ${SHOP_NAME} account.`,
  },
  wishlist: {
    title: 'Wishlist',
    description: 'The handmade pieces you saved for later, ready to add to your cart.',
  },
  search: {
    title: 'Search',
    description: `Search ${SHOP_NAME}'s handmade lamps, vases, baskets, storage and decor by name, material or category.`,
  },
  cart: {
    title: 'Shopping Cart',
    description:
      'Review the handmade pieces in your cart, apply a coupon and see the total with shipping before checkout.',
  },
  checkout: {
    title: 'Checkout',
    description:
      'Enter your shipping details and pay online with Razorpay or choose cash on delivery.',
  },
  orderComplete: {
    title: 'Order Complete',
    description: 'Thank you for your order: its number, status and estimated delivery.',
  },
  account: {
    title: 'My Account',
    description: `Your ${SHOP_NAME} profile, password, email and two-factor sign-in.`,
  },
  accountAddresses: {
    title: 'My Addresses',
    description: `The delivery addresses saved to your ${SHOP_NAME} account.`,
  },
  accountPrivacy: {
    title: 'Privacy',
    description: `Download the data ${SHOP_NAME} holds about you, or delete your account.`,
  },
  accountOrders: {
    title: 'My Orders',
    description: `Your ${SHOP_NAME} orders: follow their status, see the details, cancel one that is still processing.`,
  },
  bestsellers: {
    title: 'Bestsellers',
    description: `${SHOP_NAME} bestsellers: the handmade lamps, baskets, vases and decor our customers order most.`,
  },
  trending: {
    title: 'Trending Now',
    description: `Trending at ${SHOP_NAME}: the handmade pieces shoppers across India are choosing this week.`,
  },
  newArrivals: {
    title: 'New Arrivals',
    description: `New arrivals at ${SHOP_NAME}: handmade pieces fresh from the workshops of our artisans.`,
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description: `How ${SHOP_NAME} collects, uses and protects your personal data under Indian law, and how to reach our Data Protection Officer.`,
  },
  termsAndConditions: {
    title: 'Terms & Conditions',
    description: `The terms of buying from ${SHOP_NAME}: prices in Indian rupees, payment, delivery within India, returns and refunds.`,
  },
  shippingAndReturns: {
    title: 'Shipping & Returns',
    description: `${SHOP_NAME} ships across India for a flat ${formatInr(SHIPPING_FEE_PAISE)}. ${RETURN_POLICY}`,
  },
};

/**
 * When each policy document's text last changed (a calendar date, shown as "24 November 2026"):
 * revise it with the text. The specification's "March 19th, 2024" was the original's placeholder;
 * the shop's own privacy policy and terms were written in November 2026.
 */
export const POLICY_LAST_UPDATED = {
  privacyPolicy: '2026-11-24',
  termsAndConditions: '2026-11-24',
} as const satisfies Partial<Record<StaticPage, string>>;

export function collectionPageText(collection: Collection): PageText {
  return {
    title: collection.heading,
    description: `Shop the ${collection.name} collection: handmade by Indian artisans from bamboo, jute, terracotta, wood and brass.`,
  };
}

export const NOT_FOUND_TEXT: PageText = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has been moved.',
};

/** Every page of the back office, until its own page sets a title of its own. */
export const CONSOLE_TEXT: PageText = {
  title: 'Console',
  description: `The back office of ${SHOP_NAME}: orders, catalogue, stock, coupons, reviews and messages.`,
};

const byPath = new Map<string, PageText>([
  ...PAGES.flatMap((entry) => (entry.name in PAGE_TEXT ? [entry] : [])).map(
    (entry) => [entry.path, PAGE_TEXT[entry.name as StaticPage]] as const,
  ),
  ...COLLECTIONS.map((collection) => [collection.path, collectionPageText(collection)] as const),
]);

/** The text of the page at this pathname, when its text is fixed (not a product or a post). */
export function staticPageText(pathname: string): PageText | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}
