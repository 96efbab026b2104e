import { COLLECTIONS, slugSchema } from '@terracraft/shared/catalogue';
import { imageUrl } from '@terracraft/shared/media';
import { documentTitle } from '@terracraft/shared/pages';
import { CURRENCY, SHOP_NAME } from '@terracraft/shared/policy';
import { paths } from '@terracraft/shared/routes';
import type { PageResolver } from '../../plugins/web-app';
import type { CatalogueService } from './catalogue.service';

/** Sitemap files hold at most 50 000 addresses. */
const SITEMAP_PRODUCT_LIMIT = 45_000;

/** Collection pages that also have the shape /product/{one segment} (such as /product/essential). */
const oneSegmentCollections = COLLECTIONS.map((collection) => collection.path)
  .filter((path) => /^\/product\/[^/]+$/.test(path))
  .map((path) => path.slice('/product/'.length));

const productPath = new RegExp(
  `^/product/(?!(?:${oneSegmentCollections.join('|')})/?$)([^/]+?)/?$`,
);

/**
 * Product pages: title, description, Open Graph image and schema.org Product data; 404 when
 * unknown, and a permanent redirect from a renamed product's old slug to its page.
 */
export function catalogueProductPages(
  catalogue: CatalogueService,
  publicUrl: string,
): PageResolver {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  return {
    pattern: productPath,
    async resolve(match) {
      const slug = slugSchema.safeParse(match[1]);
      const product = slug.success ? await catalogue.find(slug.data) : undefined;
      if (!product) return null;
      // A renamed product's old address: the page is at its new one.
      if (slug.success && product.id !== slug.data) return { movedTo: paths.product(product.id) };
      const image = imageUrl(product.image, 1200);
      return {
        title: documentTitle(product.name),
        description: product.description,
        image,
        type: 'product',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          image: [absolute(image)],
          description: product.description,
          sku: product.sku,
          category: product.categoryName,
          brand: { '@type': 'Brand', name: SHOP_NAME },
          offers: {
            '@type': 'Offer',
            url: absolute(paths.product(product.id)),
            priceCurrency: CURRENCY,
            price: (product.price / 100).toFixed(2),
            availability: product.inStock
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
          ...(product.reviewCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.rating,
                  reviewCount: product.reviewCount,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      };
    },
    async sitemapPaths() {
      const slugs = await catalogue.slugs(SITEMAP_PRODUCT_LIMIT);
      return slugs.map(paths.product);
    },
  };
}
