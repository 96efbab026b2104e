import { Link } from '../../lib/router';
import { RELATED_LIMIT } from '@terracraft/shared/catalogue/options';
import { TOAST_MS } from '../../config/constants';
import { paths } from '../../config/paths';
import { ProductGrid, useRelatedProducts } from '../../features/catalogue';
import { ShopProductCard, type PlaceRules } from './product-actions';

const RELATED: PlaceRules = { toast: { autoClose: TOAST_MS.related } };

/**
 * Up to eight products of the same category. If they cannot be loaded the section is left out
 * (spec §8): the product itself is what the shopper came for.
 */
export function RelatedProducts({ slug }: { slug: string }) {
  const related = useRelatedProducts(slug);
  if (related.isError || (related.data && related.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="related-heading" className="text-2xl font-semibold text-clay-900 md:text-3xl">
          Related Products
        </h2>
        <Link
          to={paths.products}
          aria-label="View All products"
          className="text-sm font-semibold text-terracotta hover:underline"
        >
          View All
        </Link>
      </div>
      <ProductGrid
        label="Related products"
        columns="four"
        skeletons={4}
        products={related.data?.items.slice(0, RELATED_LIMIT)}
        isPending={related.isPending}
      >
        {(product) => <ShopProductCard product={product} rules={RELATED} />}
      </ProductGrid>
    </section>
  );
}
