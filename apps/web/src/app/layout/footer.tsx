import { Link } from '../../lib/router';
import { Logo } from '../../components/logo';
import { SocialLinks } from '../../components/social-icons';
import { paths } from '../../config/paths';
import { NewsletterForm } from '../../features/newsletter';
import { useBusiness } from '../../lib/use-business';

const QUICK_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Products', to: paths.productList },
  { label: 'Contact Us', to: paths.contact },
];

const SUPPORT_LINKS = [
  { label: 'FAQ', to: paths.faq },
  { label: 'Shipping & Returns', to: paths.shippingAndReturns },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms & Conditions', to: paths.termsAndConditions },
];

export function Footer() {
  const business = useBusiness();
  return (
    <footer className="bg-clay-900 text-clay-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.9fr_1fr_1.6fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About {business.shopName}
          </h2>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-clay-200">
            Handmade, eco-friendly home goods crafted by artisans across India. Every bamboo lamp,
            jute basket and terracotta vase supports a maker, a village and a tradition.
          </p>
          <SocialLinks
            className="mt-5"
            linkClassName="bg-clay-800 text-clay-100 hover:bg-clay-600"
          />
        </section>
        <FooterLinks title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks title="Support" links={SUPPORT_LINKS} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="font-display text-lg font-semibold text-white">
            Newsletter
          </h2>
          <p className="mt-3 text-sm text-clay-200">
            New collections, artisan stories and offers, once a month.
          </p>
          <NewsletterForm tone="dark" className="mt-4" />
          <p className="mt-2 text-sm text-clay-200">
            <a href={business.phoneHref} className="hover:text-white">
              {business.phone}
            </a>{' '}
            ·{' '}
            <a href={business.emailHref} className="hover:text-white">
              {business.supportEmail}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-clay-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-clay-300">
          © {new Date().getFullYear()} {business.shopName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-display text-lg font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-clay-200 transition-colors hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
