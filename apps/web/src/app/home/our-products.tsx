import { QueryError } from '../../components/query-error';
import { SectionHeading } from '../../components/section-heading';
import { TOAST_MS } from '../../config/constants';
// Deep imports keep the rest of the catalogue (and its zod schemas) out of the home page.
import { useCollectionList } from '../../features/catalogue/api/use-collection-list';
import { ProductCardSkeleton } from '../../features/catalogue/components/product-card';
import { ShopProductCard, type PlaceRules } from '../catalogue/product-actions';
import { useReveal } from './use-reveal';

/** Spec §4, §9: Our Products refuses an item already in the cart; its hearts only add. */
const OUR_PRODUCTS: PlaceRules = {
  toast: { autoClose: TOAST_MS.home },
  refuseIfInCart: true,
  heartMode: 'add',
};

/** The five featured products. */
export function OurProducts() {
  const featured = useCollectionList('featured', { limit: 5 });
  const { ref, cardReveal } = useReveal<HTMLUListElement>();
  return (
    <section aria-labelledby="our-products-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="our-products-heading"
        title="Our Products"
        subtitle="Pieces our artisans are proudest of this season."
      />
      {featured.isError ? (
        <QueryError
          error={featured.error}
          onRetry={() => void featured.refetch()}
          what="the products"
        />
      ) : (
        <ul
          ref={ref}
          aria-label="Our Products"
          aria-busy={featured.isPending}
          className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-5"
        >
          {featured.isPending
            ? Array.from({ length: 5 }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))
            : featured.data.items.map((product, index) => {
                const reveal = cardReveal(index);
                return (
                  <li key={product.id} className={`flex ${reveal.className}`} style={reveal.style}>
                    <ShopProductCard product={product} rules={OUR_PRODUCTS} showStock={false} />
                  </li>
                );
              })}
        </ul>
      )}
    </section>
  );
}
