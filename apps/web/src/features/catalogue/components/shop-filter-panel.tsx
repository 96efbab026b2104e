import { AVAILABILITY_LABELS, RATING_FILTERS, SHOP_SORTS, SHOP_SORT_LABELS } from '../labels';
import type { CategoryOption } from '../use-category-options';
import type { ShopFilters } from '../url-state';
import { FilterSection, RadioList } from '../../../components/filter-section';
import { PriceRangeInputs } from './price-range-inputs';

/**
 * The shop list's filters (spec §2): categories, price range, availability, rating and sort, each
 * a collapsible section, open at first.
 */
export function ShopFilterPanel({
  filters,
  categories,
  highestPrice,
  onChange,
  onReset,
}: {
  filters: ShopFilters;
  categories: readonly CategoryOption[];
  /** The dearest product's price in whole rupees: the price range's end until the shopper sets one. */
  highestPrice: number;
  onChange: (change: Partial<ShopFilters>) => void;
  onReset: () => void;
}) {
  return (
    <div className="rounded-2xl bg-white px-5 py-2 shadow-sm ring-1 ring-clay-100">
      <div className="flex items-center justify-between border-b border-clay-100 py-3">
        <h2 className="font-sans text-base font-semibold text-clay-900">Filters</h2>
        <button
          type="button"
          onClick={onReset}
          className="text-sm font-medium text-terracotta hover:underline"
        >
          Reset
        </button>
      </div>
      <FilterSection title="Categories">
        <RadioList
          legend="Category"
          name="category"
          value={filters.category}
          onChange={(category) => onChange({ category })}
          options={[
            { value: 'all' as const, label: 'All' },
            ...categories.map((category) => ({
              value: category.key,
              label: (
                <>
                  {category.name}
                  {category.productCount === undefined ? null : (
                    <span className="text-xs text-clay-600">({category.productCount})</span>
                  )}
                </>
              ),
            })),
          ]}
        />
      </FilterSection>
      <FilterSection title="Price Range">
        <PriceRangeInputs
          min={filters.minPrice}
          max={filters.maxPrice ?? Math.max(highestPrice, filters.minPrice)}
          onChange={onChange}
        />
      </FilterSection>
      <FilterSection title="Availability">
        <RadioList
          legend="Availability"
          name="availability"
          value={filters.availability}
          onChange={(availability) => onChange({ availability })}
          options={Object.entries(AVAILABILITY_LABELS).map(([value, label]) => ({
            value: value as ShopFilters['availability'],
            label,
          }))}
        />
      </FilterSection>
      <FilterSection title="Rating">
        <RadioList
          legend="Minimum rating"
          name="minRating"
          value={filters.minRating}
          onChange={(minRating) => onChange({ minRating })}
          options={RATING_FILTERS.map((rating) => ({
            value: rating,
            label: rating === 0 ? 'All' : `${rating}+ Stars`,
          }))}
        />
      </FilterSection>
      <FilterSection title="Sort By">
        <RadioList
          legend="Sort by"
          name="sort"
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={SHOP_SORTS.map((sort) => ({ value: sort, label: SHOP_SORT_LABELS[sort] }))}
        />
      </FilterSection>
    </div>
  );
}
