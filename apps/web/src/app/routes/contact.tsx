import { lazy } from 'react';
import { Deferred } from '../../components/deferred';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { SocialLinks } from '../../components/social-icons';
import { ContactFaq, ContactInfoCards, OfficeMap } from '../../features/contact';

/**
 * The form's code (its fields' validation, shared with the server) loads after the page's own:
 * the page paints its heading, cards and map without waiting for it.
 */
const ContactForm = lazy(() =>
  import('../../features/contact/components/contact-form').then(({ ContactForm }) => ({
    default: ContactForm,
  })),
);

export default function ContactPage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.contact} />
      <PageHeader
        title="Contact Us"
        subtitle="Questions about an order, a return, or a piece you have your eye on? Our team in Ranchi is happy to help."
      />

      <section aria-labelledby="reach-us" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 id="reach-us" className="sr-only">
          How to reach us
        </h2>
        <ContactInfoCards />
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-2">
        <section
          aria-labelledby="send-message"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-clay-100 md:p-8"
        >
          <h2 id="send-message" className="text-2xl font-semibold text-clay-900 md:text-3xl">
            Send Us a Message
          </h2>
          <p className="mb-6 mt-2 text-clay-700">
            Tell us what you need and we will write back to the address you give.
          </p>
          <Deferred fallback={<div aria-hidden="true" className="min-h-[28rem]" />}>
            <ContactForm />
          </Deferred>
        </section>

        <div className="flex flex-col gap-8">
          <section aria-labelledby="find-us">
            <h2 id="find-us" className="mb-4 text-2xl font-semibold text-clay-900 md:text-3xl">
              Find Us
            </h2>
            <OfficeMap />
          </section>
          <section
            aria-labelledby="follow-us"
            className="rounded-2xl bg-clay-100/70 p-6 text-center md:p-8"
          >
            <h2 id="follow-us" className="text-2xl font-semibold text-clay-900">
              Follow Us
            </h2>
            <p className="mt-2 text-clay-700">
              New pieces, workshop visits and artisan stories, as they happen.
            </p>
            <SocialLinks
              className="mt-5 justify-center"
              linkClassName="bg-white text-clay-700 shadow-sm hover:bg-clay-700 hover:text-white"
            />
          </section>
        </div>
      </div>

      <div className="bg-clay-100/40 px-4 py-16">
        <ContactFaq />
      </div>
    </>
  );
}
