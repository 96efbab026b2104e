import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS } from '@terracraft/shared/policy';

const { address } = BUSINESS;

/** Call, email, visit and working hours: the ways to reach the shop. */
export function ContactInfoCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <InfoCard icon={Phone} title="Call Us">
        <a
          href={BUSINESS.tollFreeHref}
          className="font-semibold text-clay-900 hover:text-terracotta"
        >
          {BUSINESS.tollFree}
        </a>
        <p>Toll free, {BUSINESS.phoneHours}</p>
      </InfoCard>
      <InfoCard icon={Mail} title="Email Us">
        <a
          href={BUSINESS.emailHref}
          className="break-all font-semibold text-clay-900 hover:text-terracotta"
        >
          {BUSINESS.email}
        </a>
        <p>{BUSINESS.emailHours}</p>
      </InfoCard>
      <InfoCard icon={MapPin} title="Visit Us">
        <address className="not-italic">
          {address.line1}
          <br />
          {address.city}, {address.state} {address.pin}
          <br />
          {address.country}
        </address>
      </InfoCard>
      <InfoCard icon={Clock} title="Working Hours">
        <ul>
          {BUSINESS.workingHours.map((hours) => (
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
