import { RELATED_LIMIT } from '@terracraft/shared/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { CatalogueService } from './catalogue.service';

/** The same for every shopper: a CDN may keep it briefly, browsers revalidate it (plugins/http-cache.ts). */
const PUBLIC = { httpCache: 'public' } as const;

const FEATURED_ORDER =
  'Our Products first (by their rank 1–5), then More Products (rank 1–10), then the rest by units sold (most first) and newest first; ties by id.';

export const catalogueRoutes: FastifyPluginAsync<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  route(
    app,
    'catalogue.categories',
    {
      config: PUBLIC,
      summary: 'Every category with its product count; the six collections carry their page path',
    },
    async () => catalogue.categories(),
  );

  route(
    app,
    'catalogue.products',
    {
      config: PUBLIC,
      summary: 'The shop list: filtered, sorted and paginated',
      description: `Prices in the filter are whole rupees (inclusive); prices in the answer are paise. Sorts: featured — ${FEATURED_ORDER} priceLowToHigh, priceHighToLow; rating — highest rating first, then most reviews.`,
    },
    async (request) => catalogue.list(request.query),
  );

  route(
    app,
    'catalogue.product',
    { config: PUBLIC, summary: 'One product with its full description and specifications' },
    async (request) => catalogue.get(request.params.slug),
  );

  route(
    app,
    'catalogue.related',
    {
      config: PUBLIC,
      summary: `Up to ${RELATED_LIMIT} other products of the same category, in the featured order`,
    },
    async (request) => ({ items: await catalogue.related(request.params.slug) }),
  );

  route(
    app,
    'catalogue.collection',
    {
      config: PUBLIC,
      summary: 'A list of the home and listing pages',
      description: [
        'featured: Our Products, in rank order. more: More Products, in rank order.',
        'bestsellers: the most units sold in all. trending: the most units sold in the 7 days up to the latest day with sales.',
        'new-arrivals: the newest products.',
        'A category narrows the list first; the list then holds its first `limit` products, shown in `sort` when given (bestSelling, trending and latest sort by the same measures; featured is the shop-wide featured order), else in its own order.',
      ].join(' '),
    },
    async (request) => ({
      items: await catalogue.collection(request.params.list, request.query),
    }),
  );

  route(
    app,
    'catalogue.search',
    {
      config: PUBLIC,
      summary: 'Search by words, forgiving typos',
      description: `Every word must match a product: its name, category, tags or description (full-text, stemmed), or a word of its name closely enough to forgive a typo ("bambo lamp" finds bamboo lamps). An empty q lists every product. Sort featured: by relevance when searching, else ${FEATURED_ORDER}`,
    },
    async (request) => catalogue.search(request.query),
  );
};
