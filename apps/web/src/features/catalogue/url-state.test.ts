import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_FILTERS,
  applyListingFilters,
  listingStateToParams,
  parseListingState,
  parseSearchState,
  parseShopFilters,
  searchStateToParams,
  shopFiltersToParams,
  toProductListQuery,
  withShopFilter,
} from './url-state';

const params = (query: string) => new URLSearchParams(query);

describe('shop filters in the URL', () => {
  it('defaults to All, ₹0 with no upper bound, all, any rating, featured, page 1', () => {
    expect(parseShopFilters(params(''))).toEqual({
      category: 'all',
      minPrice: 0,
      maxPrice: undefined,
      availability: 'all',
      minRating: 0,
      sort: 'featured',
      page: 1,
    });
  });

  it('reads every filter back from the query it wrote', () => {
    const filters = {
      category: 'lamp-shade',
      minPrice: 500,
      maxPrice: 2500,
      availability: 'inStock',
      minRating: 3.5,
      sort: 'priceHighToLow',
      page: 2,
    } as const;
    const query = shopFiltersToParams(filters).toString();
    expect(query).toBe(
      'category=lamp-shade&minPrice=500&maxPrice=2500&availability=inStock&minRating=3.5&sort=priceHighToLow&page=2',
    );
    expect(parseShopFilters(params(query))).toEqual(filters);
  });

  it('leaves the defaults out, so the plain page has a plain URL', () => {
    expect(shopFiltersToParams(DEFAULT_SHOP_FILTERS).toString()).toBe('');
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(
      parseShopFilters(
        params(
          'category=spaceships&minPrice=-5&maxPrice=12.5&availability=maybe&minRating=2&sort=random&page=0',
        ),
      ),
    ).toEqual(DEFAULT_SHOP_FILTERS);
  });

  it('swaps a minimum price above the maximum, keeping both', () => {
    const filters = parseShopFilters(params('minPrice=3000&maxPrice=1000'));
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 3000]);
    expect(shopFiltersToParams(filters).toString()).toBe('minPrice=1000&maxPrice=3000');
  });

  it('goes back to the first page when a filter changes', () => {
    const onPage3 = { ...DEFAULT_SHOP_FILTERS, page: 3 };
    expect(withShopFilter(onPage3, { availability: 'outOfStock' }).page).toBe(1);
  });

  it('asks the API for the category only when one is chosen', () => {
    expect(toProductListQuery(DEFAULT_SHOP_FILTERS, 20)).toEqual({
      category: undefined,
      minPrice: 0,
      maxPrice: undefined,
      availability: 'all',
      minRating: 0,
      sort: 'featured',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('search state in the URL', () => {
  it('round-trips the term, category, sort and page', () => {
    const state = { q: 'bambo lamp', category: 'lamp-shade', sort: 'price-low', page: 2 } as const;
    const query = searchStateToParams(state).toString();
    expect(query).toBe('q=bambo+lamp&category=lamp-shade&sort=price-low&page=2');
    expect(parseSearchState(params(query))).toEqual(state);
  });

  it('accepts every category of the shop, and only the sorts of the spec', () => {
    expect(parseSearchState(params('category=garden')).category).toBe('garden');
    expect(parseSearchState(params('category=sofas&sort=priceLowToHigh'))).toEqual({
      q: '',
      category: 'all',
      sort: 'featured',
      page: 1,
    });
  });
});

describe('listing pages', () => {
  it("keeps no sort in the URL for the list's own order", () => {
    expect(parseListingState(params('')).sort).toBeUndefined();
    expect(parseListingState(params('sort=bogus')).sort).toBeUndefined();
    const state = parseListingState(params('category=essential&sort=priceLowToHigh'));
    expect(listingStateToParams(state).toString()).toBe('category=essential&sort=priceLowToHigh');
  });

  it('narrows the list by availability and price in rupees', () => {
    const items = [
      { id: 'a', inStock: true, price: 49900 },
      { id: 'b', inStock: false, price: 149900 },
      { id: 'c', inStock: true, price: 349900 },
    ];
    const ids = (query: string) =>
      applyListingFilters(items, parseListingState(params(query))).map((item) => item.id);
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('availability=inStock')).toEqual(['a', 'c']);
    expect(ids('availability=outOfStock')).toEqual(['b']);
    expect(ids('minPrice=500&maxPrice=3498')).toEqual(['b']);
    expect(ids('minPrice=500&maxPrice=3499')).toEqual(['b', 'c']);
    expect(ids('maxPrice=499')).toEqual(['a']);
    // Min above Max: the two swapped, not the maximum dropped.
    expect(ids('minPrice=3499&maxPrice=500')).toEqual(['b', 'c']);
    expect(parseListingState(params('minPrice=3499&maxPrice=500'))).toMatchObject({
      minPrice: 500,
      maxPrice: 3499,
    });
  });
});
