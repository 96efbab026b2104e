/**
 * The catalogue's root key. Reviews are kept under it, beside the products: a saved review
 * changes the product's rating and every list that shows it, so one refresh of this root brings
 * the reviews and the catalogue up to date together.
 */
const CATALOGUE = ['catalogue'] as const;

/** Query keys of reviews, under the catalogue's root (`catalogueKeys.all`). */
export const reviewKeys = {
  catalogue: CATALOGUE,
  reviews: (slug: string) => [...CATALOGUE, 'reviews', slug] as const,
  /** The signed-in shopper's own review: per account, so another account never sees it. */
  myReview: (slug: string, userId: string) => [...CATALOGUE, 'my-review', slug, userId] as const,
};
