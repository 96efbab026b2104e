import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '../../features/catalogue';
import { reviewKeys } from '../../features/reviews';

describe('query keys of a product page', () => {
  it('keeps the reviews under the catalogue, so saving one refreshes the ratings shown', () => {
    expect(reviewKeys.catalogue).toEqual(catalogueKeys.all);
    expect(reviewKeys.reviews('terracotta-bud-vase').slice(0, 1)).toEqual(catalogueKeys.all);
    expect(reviewKeys.myReview('terracotta-bud-vase', 'user-1').slice(0, 1)).toEqual(
      catalogueKeys.all,
    );
  });
});
