import { Mail, Phone, Sprout } from 'lucide-react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useBusiness } from '../../lib/use-business';
import { Section } from './section';

/** The shop's email and phone, for artisans, trade buyers and shoppers. */
export function GetInTouch() {
  const business = useBusiness();
  return (
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
  );
}

/** The page's last word, and the way to the shop. */
export function JoinUs() {
  return (
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
  );
}
