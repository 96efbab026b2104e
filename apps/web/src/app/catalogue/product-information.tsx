import { Tabs } from '../../components/tabs';
import { useAuth } from '../../features/auth';
import type { ProductDetail } from '@terracraft/shared/catalogue';
import { ProductDescription } from '../../features/catalogue';
import { ProductReviews } from '../../features/reviews';
import { RelatedProducts } from './related-products';
import { ReviewSignIn } from './review-sign-in';

/**
 * What a product's page shows below its pictures and price: its description and reviews, and
 * related products. Below the fold, so it loads (and hydrates) after them.
 */
export default function ProductInformation({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  return (
    <div>
      <div className="mt-14">
        <Tabs
          // Another product starts again on its description.
          key={product.id}
          label="Product information"
          tabs={[
            {
              id: 'description',
              title: 'Description',
              content: <ProductDescription product={product} />,
            },
            {
              id: 'reviews',
              title: `Reviews (${product.reviewCount})`,
              content: (
                <ProductReviews
                  slug={product.id}
                  productName={product.name}
                  reviewer={user}
                  signIn={<ReviewSignIn />}
                />
              ),
            },
          ]}
        />
      </div>
      <RelatedProducts slug={product.id} />
    </div>
  );
}
