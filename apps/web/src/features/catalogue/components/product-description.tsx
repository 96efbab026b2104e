import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ProductDetail } from '@terracraft/shared/catalogue';

/**
 * The Description tab (spec §2, §3): the long description, then what the product's other texts
 * are, each under its own heading: About This Product (paragraphs), Features, Specifications and
 * Good to Know (the short notes on maker, care and packing). Parts a product lacks are left out.
 */
export function ProductDescription({ product }: { product: ProductDetail }) {
  const paragraphs = (product.longDescription || product.description)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const hasSide = product.specifications.length > 0 || product.aboutDesc.length > 0;
  return (
    <div className={hasSide ? 'grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12' : undefined}>
      <div className="space-y-8">
        <div className="space-y-4 leading-relaxed text-clay-800">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {product.aboutProduct.length > 0 ? (
          <DescriptionPart title="About This Product">
            <div className="space-y-4 leading-relaxed text-clay-800">
              {product.aboutProduct.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </DescriptionPart>
        ) : null}
        {product.features.length > 0 ? (
          <DescriptionPart title="Features">
            <ul className="space-y-2 text-clay-800">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check className="mt-1 size-4 shrink-0 text-leaf-dark" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </DescriptionPart>
        ) : null}
      </div>
      {hasSide ? (
        <div className="space-y-8">
          {product.specifications.length > 0 ? (
            <DescriptionPart title="Specifications">
              <dl className="divide-y divide-clay-100 overflow-hidden rounded-xl bg-white ring-1 ring-clay-100">
                {product.specifications.map((spec) => (
                  <div
                    key={spec.label}
                    className="grid grid-cols-[8rem_1fr] gap-3 px-4 py-2.5 text-sm"
                  >
                    <dt className="font-medium text-clay-700">{spec.label}</dt>
                    <dd className="text-clay-900">{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </DescriptionPart>
          ) : null}
          {product.aboutDesc.length > 0 ? (
            <DescriptionPart title="Good to Know">
              <ul className="list-disc space-y-1.5 rounded-xl bg-clay-100/60 py-4 pl-9 pr-4 text-sm leading-relaxed text-clay-800 marker:text-clay-500">
                {product.aboutDesc.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </DescriptionPart>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A titled part of the tab; the page's h1 is the product, so its parts are h2. */
function DescriptionPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-sans text-base font-semibold text-clay-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
