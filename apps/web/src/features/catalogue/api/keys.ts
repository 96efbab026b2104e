/**
 * Query keys of the catalogue: everything under 'catalogue', so one call can refresh it all. The
 * reviews feature keeps its keys under the same root (`reviewKeys`).
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  products: (query: object) => [...catalogueKeys.all, 'products', query] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
  related: (slug: string) => [...catalogueKeys.all, 'related', slug] as const,
  collection: (list: string, query: object) =>
    [...catalogueKeys.all, 'collection', list, query] as const,
  search: (query: object) => [...catalogueKeys.all, 'search', query] as const,
};
