import { PackageCheck, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import {
  ESTIMATED_DELIVERY_DAYS,
  REFUND_PROCESSING,
  RETURN_POLICY,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
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
      <ul>
        <li>
          Write to <a href={business.emailHref}>{business.supportEmail}</a> or call{' '}
          <a href={business.phoneHref}>{business.phone}</a> ({business.phoneHours}) with your order
          number and the item you would like to return.
        </li>
        <li>We confirm the return and tell you how to send the item back to us.</li>
        <li>Pack the item, unused, in its original packaging.</li>
      </ul>

      <h3>Damaged or wrong items</h3>
      <p>
        If a piece arrives damaged, or is not what you ordered, write to us with your order number
        and a photograph and we will replace it or refund it in full, shipping included.
      </p>

      <h2>Refunds</h2>
      <p>
        {REFUND_PROCESSING} For orders paid in cash on delivery, we refund to a bank account or UPI
        ID you give us.
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
