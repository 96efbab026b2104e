import { PackageCheck, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import {
  ESTIMATED_DELIVERY_DAYS,
  RETURN_POLICY,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  RETURN_MAX_PHOTOS,
  SHIPPING_REGION,
} from '@terracraft/shared/policy';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { useBusiness } from '../../lib/use-business';

const shippingFee = formatInr(SHIPPING_FEE_PAISE);

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Truck, title: `Flat ${shippingFee} shipping`, text: 'on every order, anywhere in India' },
  {
    icon: PackageCheck,
    title: `Delivery in about ${ESTIMATED_DELIVERY_DAYS} days`,
    text: 'packed in paper, not plastic',
  },
  {
    icon: RotateCcw,
    title: `${RETURN_WINDOW_DAYS}-day returns`,
    text: 'on unused items in their original packaging',
  },
];

export default function ShippingAndReturnsPage() {
  const business = useBusiness();
  return (
    <LegalPage
      page="shippingAndReturns"
      intro={
        <ul className="grid gap-6 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center">
              <Icon className="mx-auto size-8 text-terracotta" aria-hidden="true" />
              <p className="mt-2 font-semibold text-clay-900">{title}</p>
              <p className="text-sm text-clay-600">{text}</p>
            </li>
          ))}
        </ul>
      }
    >
      <h2>Shipping</h2>
      <ul>
        <li>{SHIPPING_REGION}</li>
        <li>
          Every order ships for a flat fee of {shippingFee}, whatever its size, added to your order
          total at checkout.
        </li>
        <li>
          Orders usually arrive within {ESTIMATED_DELIVERY_DAYS} days of being placed; the estimated
          delivery date is shown on your order confirmation.
        </li>
        <li>
          Pay online by card, UPI or net banking, or in cash when your parcel arrives (cash on
          delivery).
        </li>
        <li>
          Follow your order under <Link to={paths.accountOrders}>My Orders</Link> in your account:
          it shows whether the order is Processing, Shipped or Delivered.
        </li>
      </ul>
      <p>
        Every piece is wrapped by hand in recycled paper and cardboard so that it reaches you safely
        without plastic.
      </p>

      <h2>Returns</h2>
      <p>
        <strong>{RETURN_POLICY}</strong>
      </p>
      <h3>How to return an item</h3>
      <ol>
        <li>
          Sign in and open <Link to={paths.accountOrders}>My Orders</Link>. A delivered order shows
          the last day you can return it ({RETURN_WINDOW_DAYS} days after the day it arrived) and a{' '}
          <strong>Return items</strong> button.
        </li>
        <li>
          Choose how many of each item you are sending back and why, and tell us more if you like.
          You can add up to {RETURN_MAX_PHOTOS} photos (JPEG, PNG or WebP, up to 10 MB each) of what
          is wrong.
        </li>
        <li>
          If you paid in cash on delivery, tell us where to send your refund: a UPI ID, or a bank
          account number with its IFSC.
        </li>
        <li>
          We look at your request and write to you. Once it is approved, pack the items, unused, in
          their original packaging: our courier partner collects them, or the mail tells you where
          to send them.
        </li>
        <li>
          When the parcel reaches us we check it and refund you. My Orders shows each step of your
          return (requested, approved, received, refunded) with its date, and we mail you at each
          one.
        </li>
      </ol>

      <h3>Damaged or wrong items</h3>
      <p>
        If a piece arrives damaged, is not what you ordered, or is not as described, return it the
        same way: choose that reason and add photos of the damage or of what you received. We refund
        the item and the shipping charge.
      </p>

      <h2>Refunds</h2>
      <p>
        Orders paid online are refunded to the card, UPI or bank account you paid with, within 5–7
        business days of the returned item reaching us. For orders paid in cash on delivery, we pay
        the refund to the UPI ID or bank account you gave in your return, within 5–7 business days,
        and mail you the transfer’s reference.
      </p>
      <p>
        Questions about a return? Write to <a href={business.emailHref}>{business.supportEmail}</a>{' '}
        or call <a href={business.phoneHref}>{business.phone}</a> ({business.phoneHours}) with your
        order number.
      </p>

      <h2>Cancellations</h2>
      <p>
        You can cancel an order yourself from <Link to={paths.accountOrders}>My Orders</Link> while
        it is still Processing. An order that has been paid online is refunded in full. Once an
        order has shipped it can no longer be cancelled, but you can return it as described above.
      </p>

      <p className="mt-12 text-sm text-clay-600">
        See also our <Link to={paths.termsAndConditions}>Terms &amp; Conditions</Link> and{' '}
        <Link to={paths.contact}>contact page</Link>.
      </p>
    </LegalPage>
  );
}
