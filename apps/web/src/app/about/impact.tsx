import { BUSINESS } from '@terracraft/shared/policy';
import { SmartImage } from '../../components/smart-image';
import { useCategories } from '../../features/catalogue';
import { Section } from './section';

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

/** The shop's figures, and what its way of buying does for the makers. */
export function OurImpact() {
  const numbers = useNumbers();
  return (
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
