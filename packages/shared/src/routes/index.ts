/**
 * Every public path of the shop, defined once; which page each shows is in pages/manifest.
 */

export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/contact#faq',
  productList: '/product',
  products: '/products',
  shop: '/shop',
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  productDetailsLegacy: '/product-details',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  login: '/login',
  signup: '/signup',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  wishlist: '/wishlist',
  search: '/search',
  cart: '/cart',
  checkout: '/checkout',
  orderComplete: '/order-complete',
  account: '/account',
  accountAddresses: '/account/addresses',
  accountPrivacy: '/account/privacy',
  accountOrders: '/account/orders',
  bestsellers: '/bestsellers',
  trending: '/trending',
  newArrivals: '/new-arrivals',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  shippingAndReturns: '/shipping-and-returns',
} as const;

/**
 * The back office's pages the server links to (in the setup line it prints and in invitation
 * mails). The console routes every path under `/admin` itself.
 */
export const adminPaths = {
  home: '/admin',
  setup: '/admin/setup',
  invitation: '/admin/invitation',
} as const;

export const PROTECTED_PATHS = [
  paths.checkout,
  paths.orderComplete,
  paths.account,
  paths.accountAddresses,
  paths.accountPrivacy,
  paths.accountOrders,
] as const;

/** True for the pages of the back office, which search engines are asked to leave alone. */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminPaths.home || pathname.startsWith(`${adminPaths.home}/`);
}
