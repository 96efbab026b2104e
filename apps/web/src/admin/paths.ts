import { adminPaths as linkedPaths } from '../config/paths';

/**
 * Every path of the console. The setup and invitation pages are linked from outside (the line
 * the server prints, the invitation mail), so their paths come from shared. An area adds the
 * paths of its own pages (a detail page, say) here.
 */
export const adminPaths = {
  ...linkedPaths,
  orders: '/admin/orders',
  order: (number: string) => `/admin/orders/${number}`,
  returns: '/admin/returns',
  return: (number: string) => `/admin/returns/${number}`,
  products: '/admin/products',
  searchSynonyms: '/admin/search-synonyms',
  coupons: '/admin/coupons',
  reviews: '/admin/reviews',
  contact: '/admin/messages',
  newsletter: '/admin/subscribers',
  mail: '/admin/mails',
  customers: '/admin/customers',
  staff: '/admin/staff',
  audit: '/admin/audit',
  settings: '/admin/settings',
} as const;
