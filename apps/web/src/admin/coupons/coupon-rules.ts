import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import { formatShortDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import type { BadgeTone } from '../components/status-badge';

/** India time has no daylight saving: a calendar day there starts at 00:00 +05:30. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A calendar day (YYYY-MM-DD) → the instant it starts in India. */
export const dayStart = (day: string) => `${day}T00:00:00+05:30`;

/** The last calendar day a coupon is valid, as "until" in the form: its end is the next midnight. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + DAY_MS).toISOString();

/** An instant → its calendar day in India. */
export const indiaDay = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last day an end instant leaves valid (its end is exclusive). */
export const lastValidDay = (iso: string) => indiaDay(new Date(Date.parse(iso) - 1).toISOString());

/** "25% off, up to ₹300.00" or "₹200.00 off". */
export function discountLabel(coupon: Pick<AdminCoupon, 'kind' | 'value' | 'maxDiscount'>) {
  if (coupon.kind === 'flat') return `${formatInr(coupon.value)} off`;
  return coupon.maxDiscount === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, up to ${formatInr(coupon.maxDiscount)}`;
}

/** Where a coupon stands now, as the shop would judge it at the cart. */
export function couponState(
  coupon: AdminCoupon,
  now = Date.now(),
): { label: string; tone: BadgeTone } {
  if (!coupon.active) return { label: 'Disabled', tone: 'neutral' };
  if (coupon.endsAt && Date.parse(coupon.endsAt) <= now)
    return { label: 'Expired', tone: 'danger' };
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now) {
    return { label: 'Scheduled', tone: 'info' };
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return { label: 'Used up', tone: 'warning' };
  }
  return { label: 'Active', tone: 'success' };
}

/** "1 Mar 2026 to 31 Mar 2026": the India days a coupon is valid, as the console writes dates. */
export function validityLabel(coupon: Pick<AdminCoupon, 'startsAt' | 'endsAt'>) {
  const from = coupon.startsAt ? formatShortDate(coupon.startsAt) : null;
  const until = coupon.endsAt ? formatShortDate(dayStart(lastValidDay(coupon.endsAt))) : null;
  if (!from && !until) return 'Always';
  if (!until) return `From ${from}`;
  if (!from) return `Until ${until}`;
  return `${from} to ${until}`;
}
