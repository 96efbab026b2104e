import {
  RELATED_LIMIT,
  categoryListSchema,
  collectionListParamsSchema,
  collectionListQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productParamsSchema,
  searchQuerySchema,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueService } from './catalogue.service';

const FEATURED_ORDER =
  'Our Products first (by their rank 1–5), then More Products (rank 1–10), then the rest by units sold (most first) and newest first; ties by id.';

const bad = { 400: errorResponseSchema };
const badOrMissing = { 400: errorResponseSchema, 404: errorResponseSchema };

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every category with its product count; the six collections carry their page path',
        response: { 200: categoryListSchema },
      },
    },
    async () => ({ items: await catalogue.categories() }),
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The shop list: filtered, sorted and paginated',
        description: `Prices in the filter are whole rupees (inclusive); prices in the answer are paise. Sorts: featured — ${FEATURED_ORDER} priceLowToHigh, priceHighToLow; rating — highest rating first, then most reviews.`,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...bad },
      },
    },
    async (request) => catalogue.list(request.query),
  );

  app.get(
    '/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its full description and specifications',
        params: productParamsSchema,
        response: { 200: productDetailSchema, ...badOrMissing },
      },
    },
    async (request) => catalogue.get(request.params.slug),
  );

  app.get(
    '/products/:slug/related',
    {
      schema: {
        tags: ['catalogue'],
        summary: `Up to ${RELATED_LIMIT} other products of the same category, in the featured order`,
        params: productParamsSchema,
        response: { 200: productListSchema, ...badOrMissing },
      },
    },
    async (request) => ({ items: await catalogue.related(request.params.slug) }),
  );

  app.get(
    '/collections/:list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A list of the home and listing pages',
        description: [
          'featured: Our Products, in rank order. more: More Products, in rank order.',
          'bestsellers: the most units sold in all. trending: the most units sold in the 7 days up to the latest day with sales.',
          'new-arrivals: the newest products.',
          'A category narrows the list first; the list then holds its first `limit` products, shown in `sort` when given (bestSelling, trending and latest sort by the same measures; featured is the shop-wide featured order), else in its own order.',
        ].join(' '),
        params: collectionListParamsSchema,
        querystring: collectionListQuerySchema,
        response: { 200: productListSchema, ...bad },
      },
    },
    async (request) => ({
      items: await catalogue.collection(request.params.list, request.query),
    }),
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search by words, forgiving typos',
        description: `Every word must match a product: its name, category, tags or description (full-text, stemmed), or a word of its name closely enough to forgive a typo ("bambo lamp" finds bamboo lamps). An empty q lists every product. Sort featured: by relevance when searching, else ${FEATURED_ORDER}`,
        querystring: searchQuerySchema,
        response: { 200: productPageSchema, ...bad },
      },
    },
    async (request) => catalogue.search(request.query),
  );
};
