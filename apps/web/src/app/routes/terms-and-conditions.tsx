import { Link } from '../../lib/router';
import { formatInr } from '@terracraft/shared/money';
import {
  BUSINESS,
  CURRENCY,
  ESTIMATED_DELIVERY_DAYS,
  REFUND_PROCESSING,
  RETURN_POLICY,
  SHIPPING_FEE_PAISE,
  SHIPPING_REGION,
  SHOP_NAME,
} from '@terracraft/shared/policy';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';
import { useBusiness } from '../../lib/use-business';

/** The courts' seat, as agreed in the terms (not wherever the office moves). */
const { address } = BUSINESS;

export default function TermsAndConditionsPage() {
  const business = useBusiness();
  return (
    <LegalPage
      page="termsAndConditions"
      intro={
        <p>
          These terms apply to every visit to and purchase from {SHOP_NAME}, a shop run by{' '}
          {business.legalName}, {business.address.city}, {business.address.state}. By using the shop
          or placing an order you agree to them. Please read them together with our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> and our{' '}
          <Link to={paths.shippingAndReturns}>Shipping &amp; Returns</Link> policy.
        </p>
      }
    >
      <h2>1. Your Account</h2>
      <p>
        You may browse, keep a cart and a wishlist without an account; placing an order needs one.
        You must be 18 or older, or use the shop under the supervision of a parent or guardian. Keep
        your password to yourself: you are responsible for orders placed from your account.
      </p>

      <h2>2. Handmade Products</h2>
      <p>
        Every piece we sell is made by hand. Small differences in size, colour, weave and glaze from
        the photographs are part of their character and are not defects. We describe materials and
        dimensions as accurately as we can; if something you receive is not as described, the
        returns terms below apply.
      </p>

      <h2>3. Prices and Payment</h2>
      <ul>
        <li>
          All prices are in Indian rupees (₹, {CURRENCY}) and include applicable taxes. The price
          you pay is the one shown at checkout.
        </li>
        <li>
          A flat shipping fee of {formatInr(SHIPPING_FEE_PAISE)} is added to every order and shown
          before you pay.
        </li>
        <li>
          You can pay online by card, UPI or net banking through Razorpay, or in cash on delivery.
        </li>
        <li>
          Coupons apply only under the conditions shown with them (minimum order value, dates of
          validity and number of uses) and cannot be exchanged for cash.
        </li>
        <li>
          If a price is shown wrongly because of an obvious error, we will tell you and you may
          cancel the order for a full refund.
        </li>
      </ul>

      <h2>4. Orders</h2>
      <p>
        Your order is confirmed when you receive its order number. We may cancel an order if an item
        turns out to be unavailable or payment fails; anything you paid for it is refunded in full.
        You may cancel your own order from My Orders while it is still Processing.
      </p>

      <h2>5. Delivery</h2>
      <p>
        {SHIPPING_REGION} Orders usually arrive within {ESTIMATED_DELIVERY_DAYS} days; the estimated
        delivery date is shown when you place your order. Delays caused by couriers, weather or
        events beyond our control can happen, and we will keep you informed.
      </p>

      <h2>6. Returns and Refunds</h2>
      <p>
        {RETURN_POLICY} {REFUND_PROCESSING} How to return an item is explained on our{' '}
        <Link to={paths.shippingAndReturns}>Shipping &amp; Returns</Link> page. These terms do not
        affect your rights as a consumer under the Consumer Protection Act, 2019.
      </p>

      <h2>7. Reviews and Content You Post</h2>
      <p>
        Reviews must be honest and about the product. We may remove content that is abusive,
        unlawful, misleading or unrelated. By posting a review you allow us to show it in the shop.
      </p>

      <h2>8. Intellectual Property</h2>
      <p>
        The photographs, texts, logo and design of this shop belong to {business.legalName} or to
        the artisans and photographers who allow us to use them. Please do not copy them without our
        written permission.
      </p>

      <h2>9. Liability</h2>
      <p>
        We take care to keep the shop accurate and available, but cannot promise it will always be
        free of errors or interruptions. To the extent the law allows, our liability for an order is
        limited to the amount you paid for it.
      </p>

      <h2>10. Governing Law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive
        jurisdiction of the courts at {address.city}, {address.state}.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? Write to{' '}
        <a href={business.emailHref}>{business.supportEmail}</a> or call{' '}
        <a href={business.phoneHref}>{business.phone}</a> ({business.phoneHours}).
      </p>
    </LegalPage>
  );
}
