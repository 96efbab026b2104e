/**
 * The schemas of every endpoint of the table in `./index`, under the same names: path params,
 * query, headers, body, the body of each answer by status, and the statuses answered with the
 * shop's error shape. The server validates requests and serialises answers with them, and the
 * OpenAPI document is generated from them; the browser reads their types.
 */
import type { EndpointContract } from './contract';
import { addressesContract } from '../addresses/contract';
import { auditContract } from '../audit/contract';
import { authContract } from '../auth/contract';
import { blogContract } from '../blog/contract';
import { cartContract } from '../cart/contract';
import { catalogueContract } from '../catalogue/contract';
import { contactContract } from '../contact/contract';
import { couponsContract } from '../coupons/contract';
import { customersContract } from '../customers/contract';
import { dashboardContract } from '../dashboard/contract';
import { deliveryContract } from '../delivery/contract';
import { healthContract } from '../health/contract';
import { inventoryContract } from '../inventory/contract';
import { mailContract } from '../mail/contract';
import { newsletterContract } from '../newsletter/contract';
import { ordersContract } from '../orders/contract';
import { paymentsContract } from '../payments/contract';
import { privacyContract } from '../privacy/contract';
import { productsContract } from '../products/contract';
import { returnsContract } from '../returns/contract';
import { reviewsContract } from '../reviews/contract';
import { settingsContract } from '../settings/contract';
import { staffContract } from '../staff/contract';
import { wishlistContract } from '../wishlist/contract';
import type { EndpointName } from './index';

export type { EndpointContract, ErrorStatus } from './contract';

/** Every endpoint's schemas, gathered from each capability's contract. */
export const endpointSchemas = {
  ...healthContract,
  ...authContract,
  ...catalogueContract,
  ...reviewsContract,
  ...blogContract,
  ...contactContract,
  ...newsletterContract,
  ...cartContract,
  ...couponsContract,
  ...wishlistContract,
  ...ordersContract,
  ...returnsContract,
  ...addressesContract,
  ...privacyContract,
  ...paymentsContract,
  ...settingsContract,
  ...deliveryContract,
  ...staffContract,
  ...auditContract,
  ...productsContract,
  ...inventoryContract,
  ...mailContract,
  ...customersContract,
  ...dashboardContract,
} as const satisfies { [N in EndpointName]: EndpointContract };

export type EndpointSchemas = typeof endpointSchemas;
