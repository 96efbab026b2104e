import { ArrowRight } from 'lucide-react';
import { Link } from '../../lib/router';
import { COLLECTIONS, paths } from '../../config/paths';
import { Section } from './section';

const CRAFTS = [
  { name: 'Bamboo & Cane', from: 'Jharkhand and Assam' },
  { name: 'Terracotta', from: 'Bankura and Gorakhpur' },
  { name: 'Jute', from: 'West Bengal' },
  { name: 'Ceramic', from: 'Khurja, Uttar Pradesh' },
  { name: 'Sheesham & Mango Wood', from: 'Saharanpur and Jodhpur' },
  { name: 'Macrame', from: 'Women’s collectives in Jharkhand' },
  { name: 'Brass', from: 'Moradabad' },
];

/** What the shop sells, the crafts and where they come from, and the way to the collections. */
export function OurProducts() {
  return (
    <Section id="our-products" title="Our Products">
      <p className="mx-auto max-w-3xl text-center leading-relaxed text-clay-700">
        Lamps and shades, vases, storage boxes, laundry bins, home decor and everyday essentials, in
        the materials Indian artisans know best.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {CRAFTS.map((craft) => (
          <li
            key={craft.name}
            className="rounded-full bg-white px-5 py-2.5 text-sm shadow-sm ring-1 ring-clay-100"
          >
            <span className="font-semibold text-clay-900">{craft.name}</span>
            <span className="text-clay-600"> · {craft.from}</span>
          </li>
        ))}
      </ul>
      <nav aria-label="Collections" className="mt-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COLLECTIONS.map((collection) => (
            <li key={collection.path}>
              <Link
                to={collection.path}
                className="group flex items-center justify-between rounded-2xl bg-clay-800 px-6 py-5 text-white transition-colors hover:bg-terracotta"
              >
                <span className="font-display text-lg font-semibold">{collection.name}</span>
                <ArrowRight
                  className="size-5 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-8 text-center">
        <Link to={paths.productList} className="btn-outline">
          Browse all products
        </Link>
      </p>
    </Section>
  );
}
