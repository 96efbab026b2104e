import { BadgeCheck, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { formatInr } from '@terracraft/shared/money';
import {
  ESTIMATED_DELIVERY_DAYS,
  RETURN_POLICY,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
} from '@terracraft/shared/policy';

/** The four promises of the shop; the return terms come from the one policy (DESIGN §4). */
const BENEFITS = [
  {
    title: `Flat ${formatInr(SHIPPING_FEE_PAISE)} Shipping`,
    text: `One flat fee per order, delivered anywhere in India in about ${ESTIMATED_DELIVERY_DAYS} days.`,
    Icon: Truck,
  },
  {
    title: 'Secure Payment',
    text: 'Pay by card, UPI or netbanking through Razorpay, or cash on delivery.',
    Icon: ShieldCheck,
  },
  {
    title: 'Authentic Handmade',
    text: 'Every piece is made by hand by the artisans we work with.',
    Icon: BadgeCheck,
  },
  { title: `${RETURN_WINDOW_DAYS}-Day Returns`, text: RETURN_POLICY, Icon: RotateCcw },
] as const;

export function BenefitsStrip() {
  return (
    <section aria-label="Our promises" className="bg-clay-800 text-clay-50">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-clay-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-white">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-clay-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
