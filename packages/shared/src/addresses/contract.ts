/** The addresses endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { signedInWrite } from '../api/contract';
import {
  addressBookSchema,
  addressParamsSchema,
  savedAddressInputSchema,
  savedAddressSchema,
} from './index';
import type { addressesEndpoints } from './endpoints';

export const addressesContract = {
  'addresses.list': { responses: { 200: addressBookSchema }, errors: [401] },
  'addresses.create': {
    body: savedAddressInputSchema,
    responses: { 201: savedAddressSchema },
    // 409: the address book is full.
    errors: [...signedInWrite, 409],
  },
  'addresses.update': {
    params: addressParamsSchema,
    body: savedAddressInputSchema,
    responses: { 200: savedAddressSchema },
    errors: [...signedInWrite, 404],
  },
  'addresses.delete': {
    params: addressParamsSchema,
    responses: { 200: addressBookSchema },
    errors: [...signedInWrite, 404],
  },
  'addresses.makeDefault': {
    params: addressParamsSchema,
    responses: { 200: addressBookSchema },
    errors: [...signedInWrite, 404],
  },
} as const satisfies { [N in keyof typeof addressesEndpoints]: EndpointContract };
