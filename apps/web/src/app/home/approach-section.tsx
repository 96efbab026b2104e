import { Check } from 'lucide-react';
import { SHOP_NAME } from '@terracraft/shared/policy';
import { SmartImage } from '../../components/smart-image';

const PRINCIPLES = [
  'We work directly with artisan families and cooperatives, with no middlemen in between.',
  'We choose renewable and natural materials: bamboo, cane, jute, clay and reclaimed wood.',
  'We pay fair, agreed prices before the work begins, never after it sells.',
  'We pack in recycled paper and cloth, not plastic.',
] as const;

/** The {product} Approach section that closes the home page. */
export function ApproachSection() {
  return (
    <section aria-labelledby="approach-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <SmartImage
          src="/media/home/approach"
          kind="picture"
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt="Artisans weaving cane together in a courtyard workshop"
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-md"
        />
        <div>
          <h2 id="approach-heading" className="text-3xl font-semibold text-clay-900 md:text-4xl">
            The {SHOP_NAME} Approach
          </h2>
          <p className="mt-4 leading-relaxed text-clay-800">
            Craft survives when it pays. We keep traditional skills alive by giving artisans a
            steady, fair market for their work, and by bringing that work into homes that will
            treasure it for years.
          </p>
          <ul className="mt-6 space-y-3">
            {PRINCIPLES.map((principle) => (
              <li key={principle} className="flex gap-3 text-clay-800">
                <Check className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
                {principle}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
