import { BadgeCheck, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { formatInr } from '@terracraft/shared/money';
import { RETURN_POLICY, RETURN_WINDOW_DAYS, SHIPPING_FEE_PAISE } from '@terracraft/shared/policy';

/** The detail view's four badges; shipping and returns come from the one policy (DESIGN §4). */
const BADGES = [
  { label: `Flat ${formatInr(SHIPPING_FEE_PAISE)} Shipping`, Icon: Truck },
  { label: '100% Authentic', Icon: BadgeCheck },
  { label: 'Secure Payment', Icon: ShieldCheck },
  { label: `${RETURN_WINDOW_DAYS} Days Return`, Icon: RotateCcw, title: RETURN_POLICY },
] as const;

export function TrustBadges() {
  return (
    <ul aria-label="Why shop with us" className="flex flex-wrap gap-2">
      {BADGES.map(({ label, Icon, ...rest }) => (
        <li
          key={label}
          title={'title' in rest ? rest.title : undefined}
          className="flex items-center gap-2 whitespace-nowrap rounded-xl bg-clay-100/70 px-3 py-2 text-xs font-medium text-clay-800"
        >
          <Icon className="size-4 shrink-0 text-clay-700" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
