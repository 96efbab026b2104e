import { Link } from '../../lib/router';
import { SmartImage } from '../../components/smart-image';
import { paths } from '../../config/paths';

const SHOWCASES = [
  {
    title: 'Trending Now',
    text: 'What shoppers are choosing this week.',
    to: paths.trending,
    image: '/media/home/trending',
    alt: 'Macrame wall hangings and cane baskets on a white wall',
  },
  {
    title: 'New Arrivals',
    text: 'Fresh from the workshops of our artisans.',
    to: paths.newArrivals,
    image: '/media/home/new-arrivals',
    alt: 'Newly glazed ceramic vases drying on a wooden shelf',
  },
  {
    title: 'Bestsellers',
    text: 'The pieces our customers love most.',
    to: paths.bestsellers,
    image: '/media/home/bestsellers',
    alt: 'A bamboo pendant lamp glowing over a dining table',
  },
] as const;

/** Three large cards leading to the Trending, New Arrivals and Bestsellers pages. */
export function ShowcaseCards() {
  return (
    <section aria-label="Discover more" className="mx-auto max-w-7xl px-4 py-16">
      <ul className="grid gap-6 md:grid-cols-3">
        {SHOWCASES.map((card) => (
          <li
            key={card.title}
            className="group relative isolate flex min-h-80 overflow-hidden rounded-3xl bg-clay-800 shadow-md"
          >
            <SmartImage
              src={card.image}
              kind="picture"
              sizes="(min-width: 768px) 33vw, 100vw"
              alt={card.alt}
              width={800}
              height={600}
              className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 group-hover:scale-105"
            />
            <div className="absolute inset-0 -z-10 bg-gradient-to-t from-clay-900/90 via-clay-900/50 to-clay-900/10" />
            <div className="mt-auto p-6 text-white">
              <h3 className="text-2xl font-semibold">{card.title}</h3>
              <p className="mt-1 text-sm text-clay-50">{card.text}</p>
              <Link
                to={card.to}
                aria-label={`Shop Now: ${card.title}`}
                className="mt-4 inline-flex rounded-full bg-white px-5 py-2 text-sm font-semibold text-clay-800 hover:bg-clay-100"
              >
                Shop Now
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
