/**
 * The shop's HTTP API as one table. Each endpoint has a name; this module gives its method and
 * path, `./schemas` its params, query, headers, body and responses under the same name. The
 * server registers every route from the two; the browser calls every endpoint by name, with
 * argument and result types read from the schemas.
 *
 * The table is split in two only so that the browser can load it: this half is plain data (a few
 * hundred bytes), while the schemas bring zod, which pages without forms never load. The browser
 * imports the schemas as types only, so they cost it nothing (decision 15).
 */
import type { z } from 'zod';
import type { EndpointSchemas } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint of the back office. Every endpoint under `/api/admin` says so (and
 * only those do); the server's one staff guard answers by it and the access test walks it.
 */
export type AdminAccess =
  /** Staff and owners: a visitor gets 401, a shopper 403. */
  | 'staff'
  /** Owners only: staff get 403 as well. */
  | 'owner'
  /** Any signed-in account: the ways into the console (setup link, invitation). */
  | 'signed-in'
  /** Anyone. */
  | 'anyone';

export interface EndpointRoute {
  method: HttpMethod;
  /** Fastify's syntax: `:name` is a parameter. */
  path: `/api/${string}`;
  access?: AdminAccess;
}

export const endpoints = {
  health: { method: 'GET', path: '/api/health' },

  'auth.me': { method: 'GET', path: '/api/me' },
  'auth.socialProviders': { method: 'GET', path: '/api/auth/social-providers' },
  'auth.signUp': { method: 'POST', path: '/api/auth/sign-up/email' },
  'auth.signIn': { method: 'POST', path: '/api/auth/sign-in/email' },
  'auth.requestPasswordReset': { method: 'POST', path: '/api/auth/request-password-reset' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password' },
  'auth.session': { method: 'GET', path: '/api/auth/get-session' },
  'auth.signOut': { method: 'POST', path: '/api/auth/sign-out' },
  'auth.socialSignIn': { method: 'POST', path: '/api/auth/sign-in/social' },
  'auth.socialCallback': { method: 'GET', path: '/api/auth/callback/:provider' },
  'auth.socialCallbackPost': { method: 'POST', path: '/api/auth/callback/:provider' },
  'auth.socialError': { method: 'GET', path: '/api/auth/error' },
  'auth.updateUser': { method: 'POST', path: '/api/auth/update-user' },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password' },
  'auth.changeEmail': { method: 'POST', path: '/api/auth/change-email' },
  'auth.verifyEmail': { method: 'GET', path: '/api/auth/verify-email' },
  'auth.twoFactorEnable': { method: 'POST', path: '/api/auth/two-factor/enable' },
  'auth.twoFactorVerifyTotp': { method: 'POST', path: '/api/auth/two-factor/verify-totp' },
  'auth.twoFactorVerifyBackupCode': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
  },
  'auth.twoFactorDisable': { method: 'POST', path: '/api/auth/two-factor/disable' },

  'catalogue.categories': { method: 'GET', path: '/api/categories' },
  'catalogue.products': { method: 'GET', path: '/api/products' },
  'catalogue.product': { method: 'GET', path: '/api/products/:slug' },
  'catalogue.related': { method: 'GET', path: '/api/products/:slug/related' },
  'catalogue.collection': { method: 'GET', path: '/api/collections/:list' },
  'catalogue.search': { method: 'GET', path: '/api/search' },

  'reviews.list': { method: 'GET', path: '/api/products/:slug/reviews' },
  'reviews.submit': { method: 'POST', path: '/api/products/:slug/reviews' },
  'reviews.mine': { method: 'GET', path: '/api/products/:slug/reviews/mine' },
  'reviews.update': { method: 'PUT', path: '/api/products/:slug/reviews/mine' },

  'blog.posts': { method: 'GET', path: '/api/blog/posts' },
  'blog.post': { method: 'GET', path: '/api/blog/posts/:slug' },

  'contact.send': { method: 'POST', path: '/api/contact' },
  'newsletter.subscribe': { method: 'POST', path: '/api/newsletter' },

  'cart.price': { method: 'POST', path: '/api/cart/price' },
  'cart.saved': { method: 'GET', path: '/api/cart' },
  'cart.save': { method: 'PUT', path: '/api/cart' },
  'cart.merge': { method: 'POST', path: '/api/cart/merge' },
  'coupons.quote': { method: 'POST', path: '/api/coupons/quote' },

  'wishlist.lookup': { method: 'POST', path: '/api/wishlist/lookup' },
  'wishlist.saved': { method: 'GET', path: '/api/wishlist' },
  'wishlist.save': { method: 'PUT', path: '/api/wishlist' },
  'wishlist.merge': { method: 'POST', path: '/api/wishlist/merge' },

  'orders.quote': { method: 'POST', path: '/api/orders/quote' },
  'orders.place': { method: 'POST', path: '/api/orders' },
  'orders.list': { method: 'GET', path: '/api/orders' },
  'orders.get': { method: 'GET', path: '/api/orders/:number' },
  'orders.cancel': { method: 'POST', path: '/api/orders/:number/cancel' },
  'returns.request': { method: 'POST', path: '/api/orders/:number/returns' },
  'returns.uploadPhoto': { method: 'POST', path: '/api/returns/photos' },
  'orders.document': { method: 'GET', path: '/api/orders/:number/documents/:documentId' },

  'addresses.list': { method: 'GET', path: '/api/account/addresses' },
  'addresses.create': { method: 'POST', path: '/api/account/addresses' },
  'addresses.update': { method: 'PUT', path: '/api/account/addresses/:id' },
  'addresses.delete': { method: 'DELETE', path: '/api/account/addresses/:id' },
  'addresses.makeDefault': { method: 'POST', path: '/api/account/addresses/:id/default' },
  'privacy.export': { method: 'GET', path: '/api/account/data' },
  'privacy.deleteAccount': { method: 'POST', path: '/api/account/delete' },

  'payments.config': { method: 'GET', path: '/api/payments/config' },
  'payments.confirm': { method: 'POST', path: '/api/orders/:number/payment' },
  'payments.webhook': { method: 'POST', path: '/api/payments/razorpay/webhook' },
  'payments.sandboxScript': { method: 'GET', path: '/api/payments/sandbox/checkout.js' },
  'payments.sandboxPay': { method: 'POST', path: '/api/payments/sandbox/pay' },

  'settings.public': { method: 'GET', path: '/api/settings/public' },
  'delivery.pin': { method: 'GET', path: '/api/delivery/pin/:pin' },

  // The back office. Its endpoints are named admin.<area>.<action> and live under /api/admin.
  'admin.setup.status': { method: 'GET', path: '/api/admin/setup', access: 'anyone' },
  'admin.setup.claim': { method: 'POST', path: '/api/admin/setup', access: 'signed-in' },
  'admin.invitation.accept': {
    method: 'POST',
    path: '/api/admin/invitation/accept',
    access: 'signed-in',
  },

  'admin.staff.list': { method: 'GET', path: '/api/admin/staff', access: 'owner' },
  'admin.staff.remove': { method: 'DELETE', path: '/api/admin/staff/:userId', access: 'owner' },
  'admin.staff.invitations': { method: 'GET', path: '/api/admin/invitations', access: 'owner' },
  'admin.staff.invite': { method: 'POST', path: '/api/admin/invitations', access: 'owner' },
  'admin.staff.revokeInvitation': {
    method: 'DELETE',
    path: '/api/admin/invitations/:id',
    access: 'owner',
  },

  'admin.audit.list': { method: 'GET', path: '/api/admin/audit', access: 'owner' },

  'admin.settings.get': { method: 'GET', path: '/api/admin/settings', access: 'staff' },
  'admin.settings.update': { method: 'PUT', path: '/api/admin/settings', access: 'owner' },
  // Console: orders
  'admin.orders.list': { method: 'GET', path: '/api/admin/orders', access: 'staff' },
  'admin.orders.get': { method: 'GET', path: '/api/admin/orders/:number', access: 'staff' },
  'admin.orders.confirm': {
    method: 'POST',
    path: '/api/admin/orders/:number/confirm',
    access: 'staff',
  },
  'admin.orders.pack': { method: 'POST', path: '/api/admin/orders/:number/pack', access: 'staff' },
  'admin.orders.ship': { method: 'POST', path: '/api/admin/orders/:number/ship', access: 'staff' },
  'admin.orders.deliver': {
    method: 'POST',
    path: '/api/admin/orders/:number/deliver',
    access: 'staff',
  },
  'admin.orders.cancel': {
    method: 'POST',
    path: '/api/admin/orders/:number/cancel',
    access: 'staff',
  },
  'admin.orders.collectCash': {
    method: 'POST',
    path: '/api/admin/orders/:number/cash-collected',
    access: 'staff',
  },
  'admin.orders.addNote': {
    method: 'POST',
    path: '/api/admin/orders/:number/notes',
    access: 'staff',
  },
  'admin.orders.document': {
    method: 'GET',
    path: '/api/admin/orders/:number/documents/:documentId',
    access: 'staff',
  },

  // Console: catalogue
  'admin.products.list': { method: 'GET', path: '/api/admin/products', access: 'staff' },
  'admin.products.get': { method: 'GET', path: '/api/admin/products/:slug', access: 'staff' },
  'admin.products.create': { method: 'POST', path: '/api/admin/products', access: 'staff' },
  'admin.products.update': { method: 'PATCH', path: '/api/admin/products/:slug', access: 'staff' },
  'admin.products.adjustStock': {
    method: 'POST',
    path: '/api/admin/products/:slug/stock',
    access: 'staff',
  },
  'admin.products.stockHistory': {
    method: 'GET',
    path: '/api/admin/products/:slug/stock',
    access: 'staff',
  },
  'admin.products.uploadPhoto': {
    method: 'POST',
    path: '/api/admin/products/:slug/photos',
    access: 'staff',
  },
  'admin.products.reorderPhotos': {
    method: 'PUT',
    path: '/api/admin/products/:slug/photos',
    access: 'staff',
  },
  'admin.products.updatePhoto': {
    method: 'PATCH',
    path: '/api/admin/products/:slug/photos/:photoId',
    access: 'staff',
  },
  'admin.products.removePhoto': {
    method: 'DELETE',
    path: '/api/admin/products/:slug/photos/:photoId',
    access: 'staff',
  },

  // Console: coupons, reviews, messages, customers
  'admin.coupons.list': { method: 'GET', path: '/api/admin/coupons', access: 'staff' },
  'admin.coupons.get': { method: 'GET', path: '/api/admin/coupons/:code', access: 'staff' },
  'admin.coupons.create': { method: 'POST', path: '/api/admin/coupons', access: 'staff' },
  'admin.coupons.update': { method: 'PUT', path: '/api/admin/coupons/:code', access: 'staff' },
  'admin.coupons.setActive': {
    method: 'PUT',
    path: '/api/admin/coupons/:code/active',
    access: 'staff',
  },
  'admin.synonyms.list': { method: 'GET', path: '/api/admin/search-synonyms', access: 'staff' },
  'admin.synonyms.create': { method: 'POST', path: '/api/admin/search-synonyms', access: 'staff' },
  'admin.synonyms.update': {
    method: 'PUT',
    path: '/api/admin/search-synonyms/:id',
    access: 'staff',
  },
  'admin.synonyms.remove': {
    method: 'DELETE',
    path: '/api/admin/search-synonyms/:id',
    access: 'staff',
  },
  'admin.reviews.list': { method: 'GET', path: '/api/admin/reviews', access: 'staff' },
  'admin.reviews.setStatus': {
    method: 'PUT',
    path: '/api/admin/reviews/:id/status',
    access: 'staff',
  },
  'admin.messages.list': { method: 'GET', path: '/api/admin/messages', access: 'staff' },
  'admin.messages.get': { method: 'GET', path: '/api/admin/messages/:id', access: 'staff' },
  'admin.messages.setStatus': {
    method: 'PUT',
    path: '/api/admin/messages/:id/status',
    access: 'staff',
  },
  'admin.messages.reply': {
    method: 'POST',
    path: '/api/admin/messages/:id/replies',
    access: 'staff',
  },
  'admin.mails.list': { method: 'GET', path: '/api/admin/mails', access: 'staff' },
  'admin.mails.resend': { method: 'POST', path: '/api/admin/mails/:id/resend', access: 'staff' },
  'admin.subscribers.list': { method: 'GET', path: '/api/admin/subscribers', access: 'staff' },
  'admin.subscribers.export': {
    method: 'GET',
    path: '/api/admin/subscribers/export',
    access: 'staff',
  },
  'admin.customers.list': { method: 'GET', path: '/api/admin/customers', access: 'staff' },
  'admin.customers.get': { method: 'GET', path: '/api/admin/customers/:id', access: 'staff' },

  // Console: returns
  'admin.returns.list': { method: 'GET', path: '/api/admin/returns', access: 'staff' },
  'admin.returns.get': { method: 'GET', path: '/api/admin/returns/:number', access: 'staff' },
  'admin.returns.ofOrder': {
    method: 'GET',
    path: '/api/admin/orders/:number/returns',
    access: 'staff',
  },
  'admin.returns.photo': {
    method: 'GET',
    path: '/api/admin/returns/:number/photos/:photoId',
    access: 'staff',
  },
  'admin.returns.approve': {
    method: 'POST',
    path: '/api/admin/returns/:number/approve',
    access: 'staff',
  },
  'admin.returns.reject': {
    method: 'POST',
    path: '/api/admin/returns/:number/reject',
    access: 'staff',
  },
  'admin.returns.receive': {
    method: 'POST',
    path: '/api/admin/returns/:number/receive',
    access: 'staff',
  },
  'admin.returns.refund': {
    method: 'POST',
    path: '/api/admin/returns/:number/refund',
    access: 'staff',
  },

  // Console: dashboard
  'admin.dashboard.get': { method: 'GET', path: '/api/admin/dashboard', access: 'staff' },
  'admin.dashboard.goLive': {
    method: 'GET',
    path: '/api/admin/dashboard/go-live',
    access: 'staff',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpoints;

/** Who may call an endpoint of the back office; undefined for the shop's own endpoints. */
export function adminAccessOf(name: EndpointName): AdminAccess | undefined {
  return (endpoints[name] as EndpointRoute).access;
}

/**
 * What a schema slot of an endpoint holds: a zod schema, or nothing. Written against zod's
 * types only, so this module stays free of zod at run time.
 */
type Slot<N extends EndpointName, K extends string> = EndpointSchemas[N] extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type Statuses<N extends EndpointName> = EndpointSchemas[N]['responses'];
type SuccessStatus = 200 | 201;

/** What a call of the endpoint resolves with: the body of any of its success answers. */
export type EndpointResult<N extends EndpointName> = {
  [S in keyof Statuses<N>]: S extends SuccessStatus
    ? Statuses<N>[S] extends z.ZodType
      ? z.output<Statuses<N>[S]>
      : never
    : never;
}[keyof Statuses<N>];

/**
 * Query strings carry plain values: the fields as the server reads them, each optional (the
 * server applies its defaults).
 */
type QueryInput<S> = S extends z.ZodType ? { [K in keyof z.output<S>]?: z.output<S>[K] } : never;

/** What a call of the endpoint must send: its path parameters, query, headers and body. */
export type EndpointInput<N extends EndpointName> = (Slot<N, 'params'> extends z.ZodType
  ? { params: z.input<Slot<N, 'params'>> }
  : { params?: never }) &
  (Slot<N, 'query'> extends z.ZodType
    ? { query?: QueryInput<Slot<N, 'query'>> }
    : { query?: never }) &
  (Slot<N, 'headers'> extends z.ZodType
    ? { headers: Omit<z.input<Slot<N, 'headers'>>, never> }
    : { headers?: never }) &
  (Slot<N, 'body'> extends z.ZodType ? { body: z.input<Slot<N, 'body'>> } : { body?: never });

/** True when a call needs no input at all, so it may be left out. */
export type InputIsOptional<N extends EndpointName> =
  object extends EndpointInput<N> ? true : false;

/** The path with its parameters filled in, each encoded as a URL segment. */
export function endpointPath(name: EndpointName, params: Record<string, unknown> = {}): string {
  return endpoints[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) {
      throw new Error(`${name} needs the path parameter "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
}
