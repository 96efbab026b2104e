import { HandHeart, Handshake, Leaf, Sparkles } from 'lucide-react';

const FEATURES = [
  {
    title: 'Handcrafted by Artisans',
    text: 'Made by hand by potters, weavers and metalsmiths in their own workshops.',
    Icon: HandHeart,
  },
  {
    title: 'Eco-Friendly Materials',
    text: 'Bamboo, cane, jute, clay and reclaimed wood: renewable, natural and long-lasting.',
    Icon: Leaf,
  },
  {
    title: 'Fair Pay for Makers',
    text: 'We buy directly from artisan groups and pay fairly for every single piece.',
    Icon: Handshake,
  },
  {
    title: 'One of a Kind',
    text: 'No two pieces are exactly alike: each carries the mark of the hand that made it.',
    Icon: Sparkles,
  },
] as const;

/** Why TerraCraft, in four cards under the slider. */
export function FeatureCards() {
  return (
    <section aria-label="Why TerraCraft" className="relative z-20 mx-auto -mt-12 max-w-7xl px-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-clay-100">
            <span className="flex size-12 items-center justify-center rounded-full bg-clay-100 text-clay-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-sans text-base font-semibold text-clay-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-clay-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
