import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SHOP_NAME } from '@terracraft/shared/policy';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { TOAST_LIMIT, TOAST_MS } from '../../config/constants';
import { paths } from '../../config/paths';
// Deep imports keep the rest of the catalogue (and its zod schemas) out of the home chunk.
import { useCollectionList } from '../../features/catalogue/api/use-collection-list';
import { ProductCard, ProductCardSkeleton } from '../../features/catalogue/components/product-card';
import { QueryError } from '../../features/catalogue/components/query-error';
import { SectionHeading } from '../../features/catalogue/components/section-heading';
import {
  BenefitsStrip,
  CollectionSection,
  FeatureCards,
  HeroSlider,
  ProductScroller,
  useReveal,
} from '../../features/catalogue/home';
import { CartButton, Heart, ShopProductCard, type PlaceRules } from '../catalogue/product-actions';

// Far below the fold: loaded just after the page renders (see closing-sections.tsx).
const ClosingSections = lazy(() => import('../../features/catalogue/home/closing-sections'));

/**
 * Spec §4, §9: Our Products refuses an item already in the cart; both home lists only add hearts;
 * More Products shows at most three notices at once.
 */
const OUR_PRODUCTS: PlaceRules = {
  toast: { autoClose: TOAST_MS.home },
  refuseIfInCart: true,
  heartMode: 'add',
};
const MORE_PRODUCTS: PlaceRules = {
  toast: { autoClose: TOAST_MS.home, limit: TOAST_LIMIT },
  heartMode: 'add',
};

export default function HomePage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.home} />
      <h1 className="sr-only">{SHOP_NAME}: handmade crafts by Indian artisans</h1>
      <HeroSlider />
      <FeatureCards />
      <CollectionSection />
      <OurProducts />
      <BenefitsStrip />
      <MoreProducts />
      <Suspense fallback={null}>
        <ClosingSections />
      </Suspense>
    </>
  );
}

function OurProducts() {
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
        <QueryError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : (
        <ul
          ref={ref}
          aria-label="Our Products"
          aria-busy={featured.isPending}
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5"
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

function MoreProducts() {
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
          <QueryError error={more.error} onRetry={() => void more.refetch()} />
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
