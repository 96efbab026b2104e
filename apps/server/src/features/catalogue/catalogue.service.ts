import {
  CATEGORY_KEYS,
  CATEGORY_NAMES,
  COLLECTIONS,
  RELATED_LIMIT,
  type CategoryKey,
  type CollectionList,
  type ProductDetail,
  type ProductPage,
  type ProductSummary,
  type SearchResults,
  type collectionListQuerySchema,
  type productListQuerySchema,
  type searchQuerySchema,
} from '@terracraft/shared/catalogue';
import { discountPercent, paiseToRupees, rupeesToPaise } from '@terracraft/shared/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { cacheKey, type CatalogueCache } from './catalogue-cache';
import {
  createCatalogueRepository,
  type ProductDetailRow,
  type ProductSummaryRow,
} from './catalogue.repository';
import type { ProductOrder } from './product-sql';
import type { SearchWord } from './search.repository';
import { createSynonymIndex } from './synonym-index';
import { createSynonymRepository } from './synonyms.repository';

type ProductListQuery = z.output<typeof productListQuerySchema>;
type CollectionListQuery = z.output<typeof collectionListQuerySchema>;
type SearchQuery = z.output<typeof searchQuerySchema>;

/** Search looks at this many words of a query at most. */
const MAX_SEARCH_WORDS = 8;

/** What each list shows when no sort is asked for. */
const LIST_ORDER: Record<CollectionList, ProductOrder> = {
  featured: 'ourProducts',
  more: 'moreProducts',
  bestsellers: 'bestSelling',
  trending: 'trending',
  'new-arrivals': 'latest',
};

const SEARCH_ORDER = {
  'price-low': 'priceLowToHigh',
  'price-high': 'priceHighToLow',
  rating: 'rating',
} as const satisfies Record<Exclude<SearchQuery['sort'], 'featured'>, ProductOrder>;

const productNotFound = () => notFound('That product does not exist.');

function toSummary(row: ProductSummaryRow): ProductSummary {
  const category = row.category as CategoryKey;
  return {
    id: row.slug,
    sku: row.sku,
    name: row.name,
    category,
    categoryName: CATEGORY_NAMES[category],
    description: row.description,
    price: row.price,
    mrp: row.mrp,
    discountPercent: discountPercent(row.mrp, row.price),
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    stock: row.stock,
    inStock: row.stock > 0,
    image: row.images[0] ?? '',
    imageAlt: row.imageAlt,
    tags: row.tags,
    colors: row.colors,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...toSummary(row),
    longDescription: row.longDescription,
    specifications: row.specifications,
    features: row.features,
    aboutProduct: row.aboutProduct,
    aboutDesc: row.aboutDesc,
    images: row.images,
  };
}

function toPage(
  rows: ProductSummaryRow[],
  total: number,
  page: number,
  pageSize: number,
): ProductPage {
  return {
    items: rows.map(toSummary),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** Ratings are stored as reals: 4.2 comes back as 4.199999…, shown with one decimal. */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;

/** The words of a search query, lower-case, without punctuation or repeats. */
function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The shop's catalogue as shoppers read it. Every read is answered from `cache` by its validated
 * query (see catalogue-cache.ts), which every change to what it shows drops; the answers are
 * shared between requests, so nothing may change them.
 */
export function createCatalogueService(db: Database, cache: CatalogueCache) {
  const catalogue = createCatalogueRepository(db);

  /** A product the shop shows, by its slug or one it had before (renamed products keep their old address). */
  function find(slug: string): Promise<ProductDetail | undefined> {
    return cache.read(cacheKey('product', { slug }), async () => {
      let row = await catalogue.findBySlug(slug);
      if (!row) {
        const renamed = await catalogue.redirectOf(slug);
        if (renamed) row = await catalogue.findBySlug(renamed);
      }
      return row && toDetail(row);
    });
  }

  return {
    /** The categories with their counts, and the prices the catalogue spans (whole rupees). */
    categories: () => cache.read(cacheKey('categories'), categories),

    list: (query: ProductListQuery) => cache.read(cacheKey('list', query), () => list(query)),

    find,

    /** Product ids in the featured order, for the sitemap. */
    slugs: (limit: number) =>
      cache.read(cacheKey('slugs', { limit }), () => catalogue.slugs(limit)),

    async get(slug: string): Promise<ProductDetail> {
      const product = await find(slug);
      if (!product) throw productNotFound();
      return product;
    },

    related: (slug: string) => cache.read(cacheKey('related', { slug }), () => related(slug)),

    collection: (list: CollectionList, query: CollectionListQuery) =>
      cache.read(cacheKey('collection', { ...query, list }), () => collection(list, query)),

    search: (query: SearchQuery) =>
      cache.read(
        // Queries with the same words find the same products ("Bamboo lamp!" = "bamboo lamp").
        cacheKey('search', {
          ...query,
          q: query.q === '' ? '' : ` ${queryWords(query.q).join(' ')}`,
        }),
        () => search(query),
      ),
  };

  async function categories() {
    const [counts, span] = await Promise.all([catalogue.categoryCounts(), catalogue.priceSpan()]);
    const items = CATEGORY_KEYS.map((key) => {
      const collection = COLLECTIONS.find((c) => c.key === key);
      return {
        key,
        name: CATEGORY_NAMES[key],
        ...(collection ? { path: collection.path } : {}),
        productCount: counts.get(key) ?? 0,
      };
    });
    return {
      items,
      priceRange: {
        min: Math.floor(paiseToRupees(span.min)),
        max: Math.ceil(paiseToRupees(span.max)),
      },
    };
  }

  async function list(query: ProductListQuery): Promise<ProductPage> {
    const { rows, total } = await catalogue.page({
      filter: {
        category: query.category,
        minPrice: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPrice: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
        availability: query.availability,
        minRating: query.minRating,
      },
      order: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return toPage(rows, total, query.page, query.pageSize);
  }

  async function related(slug: string): Promise<ProductSummary[]> {
    const product = await find(slug);
    if (!product) throw productNotFound();
    return (await catalogue.related(product.id, product.category, RELATED_LIMIT)).map(toSummary);
  }

  async function collection(
    list: CollectionList,
    query: CollectionListQuery,
  ): Promise<ProductSummary[]> {
    const rows = await catalogue.collection({
      list,
      category: query.category,
      order: query.sort ?? LIST_ORDER[list],
      limit: query.limit,
    });
    return rows.map(toSummary);
  }

  /** The synonym groups as search reads them, kept until the catalogue (or a synonym) changes. */
  function synonyms() {
    return cache.read(cacheKey('synonyms'), async () =>
      createSynonymIndex(await createSynonymRepository(db).list()),
    );
  }

  async function search(query: SearchQuery): Promise<SearchResults> {
    const units = (await synonyms()).units(queryWords(query.q));
    const prepared = await catalogue.searchWords(
      units.map((unit) => unit.text),
      units.filter((unit) => unit.synonyms).map((unit) => unit.text),
    );
    const synonymsOf = new Map(units.map((unit) => [unit.text, unit.synonyms]));
    const searchable = prepared.map(({ word, alternatives }) => ({
      word,
      alternatives: synonymsOf.get(word) ?? alternatives,
    }));
    // The query as it was probably meant: each misspelt word by its closest catalogue word.
    const misspelt = new Map(
      prepared.filter((word) => word.misspelt).map((word) => [word.word, word.alternatives[0]!]),
    );
    const didYouMean =
      misspelt.size > 0
        ? units.map((unit) => misspelt.get(unit.text) ?? unit.text).join(' ')
        : null;
    // A query of only stop words, punctuation or symbols has nothing to look for: it finds
    // nothing (only an empty query lists everything).
    if (query.q !== '' && searchable.length === 0) {
      return { ...toPage([], 0, query.page, query.pageSize), didYouMean, match: 'all' };
    }
    const pageQuery = {
      filter: { category: query.category },
      searchWords: searchable,
      order:
        query.sort === 'featured'
          ? searchable.length > 0
            ? ('relevance' as const)
            : ('featured' as const)
          : SEARCH_ORDER[query.sort],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    const every = await catalogue.page(pageQuery);
    if (every.total > 0 || searchable.length < 2) {
      return {
        ...toPage(every.rows, every.total, query.page, query.pageSize),
        didYouMean,
        match: 'all',
      };
    }
    // No product has every word: those with any of them, the most words first. Of two words,
    // every match has exactly one, so the search is one word with the other as an alternative,
    // which the every-word search pages through its indexes (no read of every match).
    const [first, second] = searchable as [SearchWord, SearchWord];
    const any = await catalogue.page(
      searchable.length === 2
        ? {
            ...pageQuery,
            searchWords: [
              {
                word: first.word,
                alternatives: [...first.alternatives, second.word, ...second.alternatives],
              },
            ],
          }
        : { ...pageQuery, anyWord: true },
    );
    return { ...toPage(any.rows, any.total, query.page, query.pageSize), didYouMean, match: 'any' };
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
