import {
  ArrowRight,
  BadgeCheck,
  Handshake,
  Leaf,
  Mail,
  Phone,
  Quote,
  Sprout,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { BUSINESS } from '@terracraft/shared/policy';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { SmartImage } from '../../components/smart-image';
import { COLLECTIONS, paths } from '../../config/paths';
import { useCategories } from '../../features/catalogue';
import { cn } from '../../lib/cn';
import { useBusiness } from '../../lib/use-business';

const { founded } = BUSINESS;

/**
 * The shop's figures (spec §1). Products and categories are counted from the catalogue as it is,
 * so the page never claims more than the shop holds.
 */
function useNumbers() {
  const { data } = useCategories();
  const shown = data?.items.filter((category) => category.productCount > 0);
  const count = (value: number | undefined) => (value === undefined ? '…' : String(value));
  return [
    { value: '500+', label: 'Artisans' },
    { value: count(shown?.reduce((sum, c) => sum + c.productCount, 0)), label: 'Products' },
    { value: count(shown?.length), label: 'Categories' },
    { value: '10K+', label: 'Happy Customers' },
    { value: String(founded), label: 'Founded' },
  ];
}

const IMPACT = [
  {
    label: 'Artisan Empowerment',
    percent: 85,
    detail: 'of our artisans earn a steady income from their craft all year round',
  },
  {
    label: 'Sustainable Materials',
    percent: 90,
    detail: 'of our products are made from natural, renewable or recycled materials',
  },
  {
    label: 'Community Development',
    percent: 75,
    detail: 'of the craft clusters we work with have a common workshop and tools',
  },
];

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

const CRAFTS = [
  { name: 'Bamboo & Cane', from: 'Jharkhand and Assam' },
  { name: 'Terracotta', from: 'Bankura and Gorakhpur' },
  { name: 'Jute', from: 'West Bengal' },
  { name: 'Ceramic', from: 'Khurja, Uttar Pradesh' },
  { name: 'Sheesham & Mango Wood', from: 'Saharanpur and Jodhpur' },
  { name: 'Macrame', from: 'Women’s collectives in Jharkhand' },
  { name: 'Brass', from: 'Moradabad' },
];

export default function AboutPage() {
  const business = useBusiness();
  const numbers = useNumbers();
  return (
    <>
      <PageMeta {...PAGE_TEXT.about} />
      <PageHeader
        title="About Us"
        subtitle="Handmade in India, by the hands that have shaped its crafts for generations."
      />

      <Section id="our-story" eyebrow={`Since ${founded}`} title="Our Story">
        <TextWithImage
          image={{
            src: '/media/about/our-story',
            alt: 'An artisan shaping a terracotta pot on a hand-turned wheel',
          }}
        >
          <p>
            TerraCraft began in {founded} in Ranchi, with a few weekend trips to the bamboo-weaving
            villages of the Chota Nagpur plateau. The baskets and lamps we saw there were beautiful,
            sturdy and made entirely by hand, yet the weavers who made them were selling to traders
            for a fraction of what the same pieces fetched in city shops.
          </p>
          <p>
            We started by buying directly from a handful of families and selling online to friends.
            Word travelled. Within a year we were working with terracotta potters in Bankura, jute
            weavers in West Bengal and a macrame collective of women in our own state.
          </p>
          <p>
            Today TerraCraft is the home of hundreds of artisans and their work, but the way we buy
            has not changed: we visit, we agree a fair price with the maker, and we pay before the
            piece leaves the village.
          </p>
        </TextWithImage>
      </Section>

      <Section id="our-mission" title="Our Mission" tone="tinted">
        <div className="mx-auto max-w-3xl text-center">
          <Quote className="mx-auto size-10 text-clay-300" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl leading-snug text-clay-800 md:text-3xl">
            To bring the finest handmade crafts of India into everyday homes, and to make sure the
            hands that made them are paid fairly for their skill.
          </p>
          <p className="mt-6 leading-relaxed text-clay-700">
            Handicrafts are not museum pieces. A bamboo lamp should light a reading corner; a
            terracotta vase should hold flowers from the market. When crafts are used every day,
            they are bought every day, and the artisans who keep these traditions alive can make a
            living from them.
          </p>
        </div>
      </Section>

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

      <Section id="who-we-are" title="Who We Are" tone="tinted">
        <TextWithImage
          reverse
          image={{
            src: '/media/about/artisans',
            alt: 'A group of artisans weaving jute and bamboo together in a village courtyard',
          }}
        >
          <p>
            We are a small team in Ranchi — craft researchers, designers, photographers and the
            people who pack your parcel — working with more than 500 artisans in Jharkhand, West
            Bengal, Odisha, Assam, Uttar Pradesh and Rajasthan.
          </p>
          <p>
            Our designers spend weeks each year in the craft clusters. Together with the artisans,
            they adapt traditional forms for modern homes: a storage basket sized for a bookshelf, a
            lamp shade that fits a standard holder, a planter with a drainage hole. The technique
            and the hand stay the artisan’s own.
          </p>
          <p>
            Many of our makers are women who weave and paint at home between farm work and family.
            Steady orders let them plan a year ahead, send children to school and pass their skill
            on rather than leave it behind.
          </p>
        </TextWithImage>
      </Section>

      <Section id="our-impact" eyebrow="Our impact" title="Our Mission in Numbers">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
          {numbers.map((number) => (
            <div
              key={number.label}
              className="flex flex-col-reverse items-center rounded-2xl bg-white px-4 py-6 text-center shadow-sm ring-1 ring-clay-100"
            >
              <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-clay-600">
                {number.label}
              </dt>
              <dd className="font-display text-3xl font-bold text-terracotta md:text-4xl">
                {number.value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
          <SmartImage
            src="/media/about/workshop"
            kind="picture"
            alt="Inside a TerraCraft partner workshop: shelves of drying clay pots and baskets"
            width={800}
            height={600}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-md"
          />
          <ul className="space-y-7">
            {IMPACT.map((bar) => (
              <li key={bar.label}>
                <ImpactBar {...bar} />
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="our-vision" title="Our Vision" tone="tinted">
        <TextWithImage
          image={{
            src: '/media/about/our-vision',
            alt: 'A bright living room furnished with handmade bamboo, jute and terracotta pieces',
          }}
        >
          <p>
            We imagine an India where a handmade piece is the first choice, not the expensive
            exception: where a family furnishing a new flat reaches for a cane chair from Assam or a
            jute rug from Bengal as easily as for anything made in a factory.
          </p>
          <p>
            Getting there means making crafts easy to find, fairly priced and delivered to the door
            anywhere in the country — and telling the stories of the people behind them, so that
            every purchase feels like meeting the maker.
          </p>
          <p>
            In the years ahead we want to reach more craft clusters, train young artisans in design
            and photography so they can sell under their own names, and keep every package we send
            free of plastic.
          </p>
        </TextWithImage>
      </Section>

      <Section id="our-products" title="Our Products">
        <p className="mx-auto max-w-3xl text-center leading-relaxed text-clay-700">
          Lamps and shades, vases, storage boxes, laundry bins, home decor and everyday essentials,
          in the materials Indian artisans know best.
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

      <Section id="get-in-touch" title="Get in Touch" tone="dark">
        <div className="mx-auto max-w-2xl text-center">
          <p className="leading-relaxed text-clay-100">
            Are you an artisan who would like to sell with us, a shop looking for bulk orders, or a
            shopper with a question? We would love to hear from you.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <a
              href={business.emailHref}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-clay-900 transition-colors hover:bg-clay-100"
            >
              <Mail className="size-4" aria-hidden="true" />
              {business.supportEmail}
            </a>
            <a
              href={business.phoneHref}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-clay-300 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-clay-700"
            >
              <Phone className="size-4" aria-hidden="true" />
              {business.phone}
            </a>
          </div>
          <p className="mt-6 text-sm text-clay-200">
            Phone lines open {business.phoneHours}.{' '}
            <Link
              to={paths.contact}
              className="font-semibold text-white underline-offset-2 hover:underline"
            >
              More ways to reach us
            </Link>
          </p>
        </div>
      </Section>

      <Section id="join-us" title="Made by Hand, Chosen by You">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <Sprout className="size-10 text-leaf" aria-hidden="true" />
          <p className="mt-4 leading-relaxed text-clay-700">
            Every order keeps a loom, a wheel or a kiln working somewhere in India. Thank you for
            choosing handmade.
          </p>
          <Link to={paths.shop} className="btn-primary mt-6">
            Shop the Collection
          </Link>
        </div>
      </Section>
    </>
  );
}

function Section({
  id,
  title,
  eyebrow,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={
        tone === 'dark' ? 'bg-clay-900' : tone === 'tinted' ? 'bg-clay-100/60' : 'bg-clay-50'
      }
    >
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        <header className="mb-10 text-center">
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold uppercase tracking-widest',
                tone === 'dark' ? 'text-clay-300' : 'text-terracotta',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn(
              'mt-2 text-3xl font-semibold md:text-4xl',
              tone === 'dark' ? 'text-white' : 'text-clay-900',
            )}
          >
            {title}
          </h2>
        </header>
        {children}
      </div>
    </section>
  );
}

function TextWithImage({
  image,
  reverse,
  children,
}: {
  image: { src: string; alt: string };
  reverse?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <SmartImage
        src={image.src}
        kind="picture"
        alt={image.alt}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 600px, 100vw"
        className={cn(
          'aspect-[4/3] w-full rounded-2xl object-cover shadow-md',
          reverse && 'lg:order-last',
        )}
      />
      <div className="space-y-5 text-base leading-relaxed text-clay-700 md:text-lg">{children}</div>
    </div>
  );
}

/** A labelled percentage bar, exposed to assistive technology as a progress bar. */
function ImpactBar({ label, percent, detail }: { label: string; percent: number; detail: string }) {
  const id = `impact-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <span id={id} className="font-semibold text-clay-900">
          {label}
        </span>
        <span className="font-display text-xl font-bold text-terracotta" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-clay-200"
      >
        <div className="h-full rounded-full bg-terracotta" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-clay-600">
        {percent}% {detail}.
      </p>
    </>
  );
}
