import { Link } from '../../lib/router';
import { QueryError } from '../../components/query-error';
import { SectionHeading } from '../../components/section-heading';
import { TOAST_LIMIT, TOAST_MS } from '../../config/constants';
import { paths } from '../../config/paths';
// Deep imports keep the rest of the catalogue (and its zod schemas) out of the home page.
import { useCollectionList } from '../../features/catalogue/api/use-collection-list';
import { ProductCard, ProductCardSkeleton } from '../../features/catalogue/components/product-card';
import { CartButton, Heart, type PlaceRules } from '../catalogue/product-actions';
import { ProductScroller } from './product-scroller';
import { useReveal } from './use-reveal';

/** Spec §4, §9: More Products adds again and again, its hearts only add, three notices at most. */
const MORE_PRODUCTS: PlaceRules = {
  toast: { autoClose: TOAST_MS.home, limit: TOAST_LIMIT },
  heartMode: 'add',
};

/** Ten more products in a sideways scroller, and the way to all of them. */
export function MoreProducts() {
  const more = useCollectionList('more', { limit: 10 });
  const { ref, cardReveal } = useReveal<HTMLDivElement>();
  return (
    <section aria-labelledby="more-products-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="more-products-heading"
        title="More Products"
        subtitle="Everyday pieces, made by hand."
      />
      <div ref={ref}>
        {more.isError ? (
          <QueryError error={more.error} onRetry={() => void more.refetch()} what="the products" />
        ) : more.isPending ? (
          <div aria-busy="true" className="flex gap-5 overflow-hidden">
            {Array.from({ length: 5 }, (_, index) => (
              <ProductCardSkeleton key={index} className="w-[250px] min-w-[250px]" />
            ))}
          </div>
        ) : (
          <ProductScroller label="More Products">
            {more.data.items.map((product, index) => {
              const reveal = cardReveal(index);
              return (
                <ProductCard
                  key={product.id}
                  product={product}
                  sizes="250px"
                  className={`w-full ${reveal.className}`}
                  style={reveal.style}
                  cornerAction={<Heart product={product} rules={MORE_PRODUCTS} />}
                  actions={
                    product.inStock ? (
                      <CartButton
                        product={product}
                        rules={MORE_PRODUCTS}
                        className="w-full px-4 py-2.5"
                      />
                    ) : null
                  }
                />
              );
            })}
          </ProductScroller>
        )}
      </div>
      <div className="mt-8 text-center">
        <Link to={paths.productList} aria-label="See More products" className="btn-outline">
          See More
        </Link>
      </div>
    </section>
  );
}
