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
import type { AdminAccess, EndpointRoute } from './route';
import { addressesEndpoints } from '../addresses/endpoints';
import { auditEndpoints } from '../audit/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { blogEndpoints } from '../blog/endpoints';
import { cartEndpoints } from '../cart/endpoints';
import { catalogueEndpoints } from '../catalogue/endpoints';
import { contactEndpoints } from '../contact/endpoints';
import { couponsEndpoints } from '../coupons/endpoints';
import { customersEndpoints } from '../customers/endpoints';
import { dashboardEndpoints } from '../dashboard/endpoints';
import { deliveryEndpoints } from '../delivery/endpoints';
import { healthEndpoints } from '../health/endpoints';
import { inventoryEndpoints } from '../inventory/endpoints';
import { mailEndpoints } from '../mail/endpoints';
import { newsletterEndpoints } from '../newsletter/endpoints';
import { ordersEndpoints } from '../orders/endpoints';
import { paymentsEndpoints } from '../payments/endpoints';
import { privacyEndpoints } from '../privacy/endpoints';
import { productsEndpoints } from '../products/endpoints';
import { returnsEndpoints } from '../returns/endpoints';
import { reviewsEndpoints } from '../reviews/endpoints';
import { settingsEndpoints } from '../settings/endpoints';
import { staffEndpoints } from '../staff/endpoints';
import { wishlistEndpoints } from '../wishlist/endpoints';

export type { AdminAccess, EndpointRoute, HttpMethod } from './route';

/** Each capability's half of the table (`shared/src/<f>/endpoints.ts`). */
export const capabilityEndpoints = [
  healthEndpoints,
  authEndpoints,
  catalogueEndpoints,
  reviewsEndpoints,
  blogEndpoints,
  contactEndpoints,
  newsletterEndpoints,
  cartEndpoints,
  couponsEndpoints,
  wishlistEndpoints,
  ordersEndpoints,
  returnsEndpoints,
  addressesEndpoints,
  privacyEndpoints,
  paymentsEndpoints,
  settingsEndpoints,
  deliveryEndpoints,
  staffEndpoints,
  auditEndpoints,
  productsEndpoints,
  inventoryEndpoints,
  mailEndpoints,
  customersEndpoints,
  dashboardEndpoints,
] as const;

export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...catalogueEndpoints,
  ...reviewsEndpoints,
  ...blogEndpoints,
  ...contactEndpoints,
  ...newsletterEndpoints,
  ...cartEndpoints,
  ...couponsEndpoints,
  ...wishlistEndpoints,
  ...ordersEndpoints,
  ...returnsEndpoints,
  ...addressesEndpoints,
  ...privacyEndpoints,
  ...paymentsEndpoints,
  ...settingsEndpoints,
  ...deliveryEndpoints,
  ...staffEndpoints,
  ...auditEndpoints,
  ...productsEndpoints,
  ...inventoryEndpoints,
  ...mailEndpoints,
  ...customersEndpoints,
  ...dashboardEndpoints,
};

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
