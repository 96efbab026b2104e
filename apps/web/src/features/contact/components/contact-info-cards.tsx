import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS } from '@terracraft/shared/policy';
import { useBusiness } from '../../../lib/use-business';

/** Call, email, visit and working hours: the ways to reach the shop. */
export function ContactInfoCards() {
  const business = useBusiness();
  const { address } = business;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <InfoCard icon={Phone} title="Call Us">
        <a href={business.phoneHref} className="font-semibold text-clay-900 hover:text-terracotta">
          {business.phone}
        </a>
        <p>
          {business.phoneIsTollFree ? 'Toll free, ' : ''}
          {business.phoneHours}
        </p>
      </InfoCard>
      <InfoCard icon={Mail} title="Email Us">
        <a
          href={business.emailHref}
          className="break-all font-semibold text-clay-900 hover:text-terracotta"
        >
          {business.supportEmail}
        </a>
        <p>{BUSINESS.emailHours}</p>
      </InfoCard>
      <InfoCard icon={MapPin} title="Visit Us">
        <address className="not-italic">
          {address.line1}
          <br />
          {address.line2 ? (
            <>
              {address.line2}
              <br />
            </>
          ) : null}
          {address.city}, {address.state} {address.pin}
          <br />
          {BUSINESS.address.country}
        </address>
      </InfoCard>
      <InfoCard icon={Clock} title="Working Hours">
        <ul>
          {business.workingHours.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
        </ul>
      </InfoCard>
    </ul>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-clay-100">
      <span className="flex size-14 items-center justify-center rounded-full bg-clay-100 text-terracotta">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-clay-900">{title}</h3>
      <div className="mt-2 space-y-1 text-sm leading-relaxed text-clay-700">{children}</div>
    </li>
  );
}
