import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import {
  ESTIMATED_DELIVERY_DAYS,
  REFUND_PROCESSING,
  RETURN_POLICY,
  SHIPPING_FEE_PAISE,
  SHIPPING_REGION,
} from '@terracraft/shared/policy';
import { paths } from '../../../config/paths';

/** The footer's FAQ link (`paths.faq`) lands on this section. */
const FAQ_SECTION_ID = paths.faq.slice(paths.faq.indexOf('#') + 1);

const linkClass = 'font-semibold text-terracotta underline-offset-2 hover:underline';

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How can I track my order?',
    answer: (
      <>
        Sign in and open{' '}
        <Link to={paths.accountOrders} className={linkClass}>
          My Orders
        </Link>{' '}
        in your account. Every order you have placed is listed there with its current status —
        Processing, Shipped or Delivered — and its expected delivery date.
      </>
    ),
  },
  {
    question: 'What is your return policy?',
    answer: (
      <>
        {RETURN_POLICY} {REFUND_PROCESSING} See{' '}
        <Link to={paths.shippingAndReturns} className={linkClass}>
          Shipping &amp; Returns
        </Link>{' '}
        for how to send an item back.
      </>
    ),
  },
  {
    question: 'Do you ship internationally?',
    answer: (
      <>
        {SHIPPING_REGION} Every order ships for a flat {formatInr(SHIPPING_FEE_PAISE)} and usually
        arrives within {ESTIMATED_DELIVERY_DAYS} days.
      </>
    ),
  },
];

/** Three common questions, each opening and closing on its own. */
export function ContactFaq() {
  return (
    <section id={FAQ_SECTION_ID} aria-labelledby="faq-heading" className="scroll-mt-36">
      <h2 id="faq-heading" className="text-center text-3xl font-semibold text-clay-900">
        Frequently Asked Questions
      </h2>
      <div className="mx-auto mt-8 max-w-3xl space-y-4">
        {QUESTIONS.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-2xl bg-white shadow-sm ring-1 ring-clay-100 open:ring-clay-300"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 font-semibold text-clay-900 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-clay-600 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-6 pb-6 leading-relaxed text-clay-700">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
