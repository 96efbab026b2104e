import { Link } from '../../lib/router';
import { BUSINESS, SHOP_NAME } from '@terracraft/shared/policy';
import { useBusiness } from '../../lib/use-business';
import { LegalPage } from '../../components/legal-page';
import { paths } from '../../config/paths';

/** The courts' seat, as agreed in the policy (not wherever the office moves). */
const { address } = BUSINESS;
const privacyHref = `mailto:${BUSINESS.privacyEmail}`;

export default function PrivacyPolicyPage() {
  const business = useBusiness();
  return (
    <LegalPage
      page="privacyPolicy"
      intro={
        <p>
          {business.legalName} (“{SHOP_NAME}”, “we”) runs this shop. This policy explains what
          personal data we collect when you browse, buy or write to us, why we collect it, who we
          share it with and the rights you have over it. We process personal data in accordance with
          the laws of India, including the Information Technology Act, 2000 and the Digital Personal
          Data Protection Act, 2023.
        </p>
      }
    >
      <h2>1. Information We Collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and password when you register.
          We store the password only as a salted hash; nobody at {SHOP_NAME} can read it.
        </li>
        <li>
          <strong>Order details:</strong> the delivery name, address, PIN code, phone number and
          email you give at checkout, and what you ordered.
        </li>
        <li>
          <strong>Payment details:</strong> online payments are processed by Razorpay. We receive
          the payment reference and its status, never your card number, CVV, UPI PIN or net banking
          password.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form, by email or by
          phone, and the email address you subscribe to our newsletter with.
        </li>
        <li>
          <strong>Reviews:</strong> the rating, text and name you publish with a product review.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, browser and device type, recorded in our
          server logs to keep the shop secure and working.
        </li>
      </ul>

      <h2>2. How We Use Your Information</h2>
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To take payment, pack and deliver your orders, and handle returns and refunds.</li>
        <li>To answer your questions and send messages about your orders.</li>
        <li>
          To send our newsletter, only if you have subscribed; write to us and we will unsubscribe
          you at once.
        </li>
        <li>To prevent fraud and abuse, and to meet our obligations under tax and other laws.</li>
      </ul>
      <p>
        We rely on your consent, or on the legitimate uses the Digital Personal Data Protection Act,
        2023 allows (such as fulfilling an order you have asked for). We do not sell your personal
        data, and we do not use it for advertising by third parties.
      </p>

      <h2>3. Cookies and Local Storage</h2>
      <p>
        We use one essential cookie: a secure, http-only session cookie that keeps you signed in.
        Your cart and wishlist are kept in your own browser’s local storage so they are there when
        you return. We do not use advertising or cross-site tracking cookies. You can clear cookies
        and site data in your browser at any time; you will then be signed out and your cart
        emptied.
      </p>

      <h2>4. Payments</h2>
      <p>
        Card, UPI and net banking payments are handled by Razorpay Software Private Limited, a
        payment aggregator authorised by the Reserve Bank of India. Your payment details go directly
        to Razorpay and are protected under its PCI DSS certified systems and its own{' '}
        <a href="https://razorpay.com/privacy/" target="_blank" rel="noopener noreferrer">
          privacy policy
        </a>
        . Cash on delivery orders involve no online payment data at all.
      </p>

      <h2>5. Who We Share It With</h2>
      <p>We share only what each partner needs to do its job for you:</p>
      <ul>
        <li>courier partners receive the delivery name, address and phone number;</li>
        <li>Razorpay receives the order amount and the contact details you enter for payment;</li>
        <li>our email provider delivers the messages we send you.</li>
      </ul>
      <p>
        We may also disclose data when the law requires it, for example to a court or a government
        authority acting under Indian law.
      </p>

      <h2>6. How We Protect It</h2>
      <p>
        We follow reasonable security practices and procedures as required by the Information
        Technology Act, 2000 and its rules: every connection to the shop is encrypted, passwords are
        hashed, access to personal data is limited to the people who need it, and our systems are
        kept up to date.
      </p>

      <h2>7. How Long We Keep It</h2>
      <p>
        We keep your account data while your account is open. Order and invoice records are kept for
        as long as Indian tax and accounting laws require. Messages and newsletter subscriptions are
        deleted when they are no longer needed or when you ask us to.
      </p>

      <h2>8. Your Rights</h2>
      <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
      <ul>
        <li>ask for a summary of the personal data we hold about you and how we use it;</li>
        <li>ask us to correct, complete, update or erase it;</li>
        <li>withdraw a consent you have given, as easily as you gave it;</li>
        <li>nominate a person to exercise these rights on your behalf;</li>
        <li>have a grievance about our handling of your data addressed by us.</li>
      </ul>
      <p>
        If you are not satisfied with our answer, you may complain to the Data Protection Board of
        India.
      </p>

      <h2>9. Children</h2>
      <p>
        The shop is meant for adults. We do not knowingly collect personal data of anyone under 18
        without the verifiable consent of a parent or lawful guardian.
      </p>

      <h2>10. Data Protection Officer</h2>
      <p>
        Our Data Protection Officer is responsible for how we handle personal data and also acts as
        our Grievance Officer under the Information Technology Act, 2000. Write to them about any
        question, request or complaint concerning your data:
      </p>
      <address className="mb-4 not-italic leading-relaxed">
        Data Protection Officer, {business.legalName}
        <br />
        {business.address.line1}
        {business.address.line2 ? `, ${business.address.line2}` : ''}, {business.cityLine},{' '}
        {address.country}
        <br />
        Email: <a href={privacyHref}>{BUSINESS.privacyEmail}</a>
      </address>
      <p>We acknowledge every request promptly and resolve it within one month.</p>

      <h2>11. Governing Law</h2>
      <p>
        This policy is governed by the laws of India. Any dispute about it is subject to the
        exclusive jurisdiction of the courts at {address.city}, {address.state}.
      </p>

      <h2>12. Changes to This Policy</h2>
      <p>
        When we change this policy we update the date at the top of this page, and we tell account
        holders by email about any change that affects them significantly. See also our{' '}
        <Link to={paths.termsAndConditions}>Terms &amp; Conditions</Link>.
      </p>
    </LegalPage>
  );
}
