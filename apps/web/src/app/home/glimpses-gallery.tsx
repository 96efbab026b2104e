import { Link } from '../../lib/router';
import { SmartImage } from '../../components/smart-image';
import { paths } from '../../config/paths';
import { SectionHeading } from '../../components/section-heading';

const GLIMPSES = [
  'A weaver splitting bamboo into fine strips',
  'Terracotta pots drying in the sun before firing',
  'Hands knotting a macrame wall hanging',
  'A brass lamp being polished in a Moradabad workshop',
  'Jute baskets stacked at a village market',
  'A potter painting a glazed ceramic vase',
  'Sheesham wood boxes being carved by hand',
  'Cane lamp shades hanging in a studio',
].map((alt, index) => ({ src: `/media/gallery/glimpse-${index + 1}`, alt }));

/**
 * Glimpses of the workshops. The spec's View All and Learn More pointed nowhere; they lead to the
 * catalogue and the About page (docs/decisions/0009-glimpses-links.md).
 */
export function GlimpsesGallery() {
  return (
    <section aria-labelledby="glimpses-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="glimpses-heading"
        title="Glimpses"
        subtitle="Inside the workshops and villages where our pieces are made."
      />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {GLIMPSES.map((glimpse) => (
          <li key={glimpse.src}>
            <SmartImage
              src={glimpse.src}
              kind="picture"
              sizes="(min-width: 768px) 25vw, 50vw"
              alt={glimpse.alt}
              width={400}
              height={400}
              className="aspect-square w-full rounded-2xl object-cover"
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.productList} aria-label="View All products" className="btn-primary">
          View All
        </Link>
        <Link to={paths.about} aria-label="Learn More about TerraCraft" className="btn-outline">
          Learn More
        </Link>
      </div>
    </section>
  );
}
