import { BadgeCheck, Handshake, Leaf, Users, type LucideIcon } from 'lucide-react';
import { Section } from './section';

const VALUES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Handshake,
    title: 'Fair to the Maker',
    text: 'Artisans set their own prices with us and are paid before a piece leaves the village. No middlemen take the larger share.',
  },
  {
    icon: Leaf,
    title: 'Kind to the Earth',
    text: 'Bamboo, jute, cane, clay and reclaimed wood: materials that grow back or return to the soil, packed in paper, not plastic.',
  },
  {
    icon: BadgeCheck,
    title: 'Truly Handmade',
    text: 'Every piece is made by hand by the person we name. Small differences in colour and weave are the mark of a maker, not a flaw.',
  },
  {
    icon: Users,
    title: 'Rooted in Community',
    text: 'We work with whole craft clusters, not single suppliers, so skills stay in the village and pass to the next generation.',
  },
];

/** The four things the shop holds to, each with its icon. */
export function OurValues() {
  return (
    <Section id="our-values" title="Our Values">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-clay-100 transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-clay-100 text-terracotta">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-clay-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-clay-700">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
