import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useParams } from '../../lib/router';
import { paths } from '@terracraft/shared/routes';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { adminKeys } from '../query-keys';
import { PhotosPanel } from './photos-panel';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';

/** A new product's form, or an existing one's form with its photos and stock. */
export function ProductEditor() {
  const { slug } = useParams();
  const product = useQuery({
    queryKey: adminKeys.detail('products', slug ?? ''),
    queryFn: ({ signal }) => api('admin.products.get', { params: { slug: slug! }, signal }),
    enabled: slug !== undefined,
  });
  if (slug === undefined) {
    return (
      <ConsolePage title="New product">
        <ProductForm />
      </ConsolePage>
    );
  }
  if (product.error) {
    return (
      <ConsolePage title="Product">
        <QueryError error={product.error} onRetry={() => void product.refetch()} what="product" />
      </ConsolePage>
    );
  }
  if (!product.data) {
    return (
      <ConsolePage title="Product">
        <p role="status" className="text-clay-700">
          Loading the product…
        </p>
      </ConsolePage>
    );
  }
  const data = product.data;
  return (
    <ConsolePage
      title={data.name}
      description={data.hidden ? 'Hidden: the shop does not show this product.' : undefined}
      actions={
        data.hidden ? null : (
          <a
            href={paths.product(data.slug)}
            target="_blank"
            rel="noreferrer"
            className="btn-outline px-4 py-2"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View in the shop
          </a>
        )
      }
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ProductForm key={data.updatedAt} product={data} onReload={() => void product.refetch()} />
        <div className="space-y-6">
          <StockPanel product={data} />
          <PhotosPanel product={data} />
        </div>
      </div>
    </ConsolePage>
  );
}
