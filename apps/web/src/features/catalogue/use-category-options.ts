import {
  CATEGORY_KEYS,
  CATEGORY_NAMES,
  type CategoryKey,
} from '@terracraft/shared/catalogue/categories';
import { useCategories } from './api/use-categories';

export interface CategoryOption {
  key: CategoryKey;
  name: string;
  productCount?: number;
}

/**
 * The dearest shown product's price in whole rupees, once the catalogue's figures arrive; the
 * specification's ₹5,000 until then.
 */
export function useHighestPrice(): number {
  const { data } = useCategories();
  return data?.priceRange.max ?? 5000;
}

/**
 * The categories that hold products, with their counts. Until the counts arrive (or if they
 * cannot be loaded) every category is offered, so the filters never wait on them.
 */
export function useCategoryOptions(): CategoryOption[] {
  const { data } = useCategories();
  if (!data) return CATEGORY_KEYS.map((key) => ({ key, name: CATEGORY_NAMES[key] }));
  return data.items
    .filter((category) => category.productCount > 0)
    .map((category) => ({
      key: category.key,
      name: CATEGORY_NAMES[category.key],
      productCount: category.productCount,
    }));
}
