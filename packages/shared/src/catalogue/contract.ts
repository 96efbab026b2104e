/** The catalogue endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { staffRead, staffWrite } from '../api/contract';
import {
  categoryListSchema,
  collectionListParamsSchema,
  collectionListQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productParamsSchema,
  searchQuerySchema,
  searchResultsSchema,
  synonymGroupInputSchema,
  synonymGroupListSchema,
  synonymGroupParamsSchema,
  synonymGroupSchema,
} from './index';
import type { catalogueEndpoints } from './endpoints';

export const catalogueContract = {
  'catalogue.categories': { responses: { 200: categoryListSchema }, errors: [] },
  'catalogue.products': {
    query: productListQuerySchema,
    responses: { 200: productPageSchema },
    errors: [400],
  },
  'catalogue.product': {
    params: productParamsSchema,
    responses: { 200: productDetailSchema },
    errors: [400, 404],
  },
  'catalogue.related': {
    params: productParamsSchema,
    responses: { 200: productListSchema },
    errors: [400, 404],
  },
  'catalogue.collection': {
    params: collectionListParamsSchema,
    query: collectionListQuerySchema,
    responses: { 200: productListSchema },
    errors: [400],
  },
  'catalogue.search': {
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema },
    errors: [400],
  },
  'admin.catalogue.synonyms': {
    responses: { 200: synonymGroupListSchema },
    errors: staffRead,
  },
  'admin.catalogue.createSynonym': {
    body: synonymGroupInputSchema,
    responses: { 201: synonymGroupSchema },
    // 409 CONFLICT naming terms: a term is in another group.
    errors: [...staffWrite, 409],
  },
  'admin.catalogue.updateSynonym': {
    params: synonymGroupParamsSchema,
    body: synonymGroupInputSchema,
    responses: { 200: synonymGroupSchema },
    // 409 CONFLICT naming terms: a term is in another group.
    errors: [...staffWrite, 404, 409],
  },
  'admin.catalogue.removeSynonym': {
    params: synonymGroupParamsSchema,
    responses: { 200: synonymGroupListSchema },
    errors: [...staffWrite, 404],
  },
} as const satisfies { [N in keyof typeof catalogueEndpoints]: EndpointContract };
