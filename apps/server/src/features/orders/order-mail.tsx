import { paymentSummary, type Order } from '@terracraft/shared/orders';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { RETURN_POLICY, RETURN_WINDOW_DAYS } from '@terracraft/shared/policy';
import { paths } from '@terracraft/shared/routes';
import type { BusinessSettings } from '@terracraft/shared/settings';
import { renderMail, type OutgoingMail } from '../mail';
import { OrderMailBody } from './order-mail-template';

/** An order mail before the outbox knows which order row it is about. */
export type OrderMail = Omit<OutgoingMail, 'orderId'>;

function itemLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `  ${item.quantity} × ${item.name} (@ ${formatInr(item.unitPrice)} each) — ${formatInr(item.lineTotal)}`,
  );
}

function totalLines(order: Order): string[] {
  return [
    `  Subtotal: ${formatInr(order.subtotal)}`,
    ...(order.discount > 0
      ? [`  Coupon ${order.couponCode ?? ''}: −${formatInr(order.discount)}`]
      : []),
    `  Shipping: ${formatInr(order.shipping)}`,
    `  Total: ${formatInr(order.total)}`,
  ];
}

function addressLines(order: Order): string[] {
  const a = order.shippingAddress;
  return [
    `  ${a.firstName} ${a.lastName}`,
    `  ${a.address}`,
    `  ${a.city}, ${a.state} ${a.pin}`,
    `  Phone: ${a.phone}`,
  ];
}

/** The business details from the settings, as order mails sign with them. */
const signature = (business: BusinessSettings) => [
  `Questions? Write to ${business.supportEmail} or call ${business.phone} (${business.phoneHours}).`,
  '',
  `— ${business.shopName}`,
];

const myOrders = (publicUrl: string) => `${publicUrl}${paths.accountOrders}`;

/**
 * Sent when an order is placed: at once for cash on delivery, on payment for online orders. It
 * says the order was received, not confirmed: staff confirm it later (decision 18). Answers go to
 * the shop's orders address.
 */
export function orderConfirmationMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const placed = `Thank you for your order! We have received order ${label}, placed on ${formatFullDate(order.placedAt)}, and our artisans are preparing it.`;
  const payment = `Payment: ${paymentSummary(order)}`;
  const estimate = `Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`;
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    placed,
    '',
    'Items:',
    ...itemLines(order),
    '',
    'Totals:',
    ...totalLines(order),
    '',
    payment,
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    estimate,
    '',
    `Follow your order in My Orders: ${myOrders(publicUrl)}`,
    '',
    RETURN_POLICY,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'order-confirmed',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has been received`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Order ${label} has been received`}
        intro={[`Hello ${order.shippingAddress.firstName},`, placed, payment, estimate]}
        showTotals
        showAddress
        action={{ label: 'Follow your order', href: myOrders(publicUrl) }}
        outro={[RETURN_POLICY]}
      />,
      { text },
    ),
  };
}

/**
 * Sent when an order is cancelled, by the shopper, by the shop, or because its payment never
 * arrived. A paid order's refund is told in the same mail, one mail for one event: `refund` says
 * whether the gateway's refund is already complete (the sandbox) or only started (Razorpay, whose
 * refund.processed later brings the "refund completed" mail).
 */
export function orderCancellationMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
  refund: 'started' | 'complete' = 'complete',
): OrderMail {
  const label = `#${order.number}`;
  const why =
    order.cancelReason === 'payment_timeout'
      ? `Order ${label} has been cancelled because its online payment was not completed in time.`
      : order.cancelReason === 'staff'
        ? `We are sorry: we had to cancel order ${label}. Write to us if you would like to know more.`
        : `As you asked, order ${label} has been cancelled.`;
  const money =
    order.paymentStatus !== 'refunded'
      ? 'You have not been charged for it.'
      : refund === 'complete'
        ? `Your payment of ${formatInr(order.total)} has been refunded to the original payment method; banks usually show it within 5–7 business days.`
        : `We have started a refund of your payment of ${formatInr(order.total)} to the original payment method; banks usually show it within 5–7 business days, and we will write again once it is complete.`;
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    why,
    money,
    '',
    'Cancelled items:',
    ...itemLines(order),
    '',
    `Order total: ${formatInr(order.total)}`,
    '',
    `Your orders: ${myOrders(publicUrl)}`,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'order-cancelled',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has been cancelled`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Order ${label} has been cancelled`}
        intro={[`Hello ${order.shippingAddress.firstName},`, why, money]}
        showTotals
        action={{ label: 'Your orders', href: myOrders(publicUrl) }}
      />,
      { text },
    ),
  };
}

/** Sent when staff ship an order: the carrier, how to track the parcel, and the tax invoice. */
export function orderShippedMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const shipment = order.shipment;
  const tracking = shipment
    ? [
        `Carrier: ${shipment.carrier}`,
        `Tracking number: ${shipment.trackingNumber}`,
        ...(shipment.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
      ]
    : [];
  const estimate = `Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`;
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    `Good news: order ${label} is on its way.`,
    ...(tracking.length ? ['', ...tracking] : []),
    '',
    'Items:',
    ...itemLines(order),
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    estimate,
    '',
    `Follow your order in My Orders: ${myOrders(publicUrl)}`,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'order-shipped',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has shipped`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Order ${label} is on its way`}
        intro={[
          `Hello ${order.shippingAddress.firstName},`,
          `Good news: order ${label} is on its way.`,
          ...tracking.filter((line) => !line.startsWith('Track your parcel')),
          estimate,
        ]}
        showAddress
        action={
          shipment?.trackingUrl
            ? { label: 'Track your parcel', href: shipment.trackingUrl }
            : { label: 'Follow your order', href: myOrders(publicUrl) }
        }
      />,
      { text },
    ),
  };
}

/** The last day a delivered order can be returned: the delivery date plus the return window. */
export function lastReturnDay(deliveredAt: string): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60_000);
}

/** Sent when the carrier delivered an order: and until when it can be returned. */
export function orderDeliveredMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const deliveredAt = order.deliveredAt ?? new Date().toISOString();
  const delivered = `Order ${label} was delivered on ${formatFullDate(deliveredAt)}. We hope you enjoy it!`;
  const window = `Something not right? You can return unused items in their original packaging until ${formatFullDate(lastReturnDay(deliveredAt))} (${RETURN_WINDOW_DAYS} days from delivery).`;
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    delivered,
    '',
    'Items:',
    ...itemLines(order),
    '',
    window,
    '',
    `Your orders: ${myOrders(publicUrl)}`,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'order-delivered',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has been delivered`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Order ${label} has been delivered`}
        intro={[`Hello ${order.shippingAddress.firstName},`, delivered]}
        action={{ label: 'Your orders', href: myOrders(publicUrl) }}
        outro={[window]}
      />,
      { text },
    ),
  };
}

/** A refund of `amount` paise for an order (its cancellation, or a return). */
export interface RefundNotice {
  order: Order;
  amount: number;
  /** 'the original payment method', or e.g. 'UPI ID asha@okaxis' for a COD return. */
  destination?: string;
  /** What the refund is for: "the cancellation of order #TC1001", "your return". */
  reason: string;
}

/** Sent when a refund has been asked of the gateway (or recorded for payout). */
export function refundStartedMail(
  { order, amount, destination = 'the original payment method', reason }: RefundNotice,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const started = `We have started a refund of ${formatInr(amount)} to ${destination} for ${reason}.`;
  const when =
    'Banks usually show a refund within 5–7 business days; we will write again once it is complete.';
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    started,
    when,
    '',
    `Your orders: ${myOrders(publicUrl)}`,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'refund-started',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your refund of ${formatInr(amount)} for order ${label} has started`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Refund of ${formatInr(amount)} started`}
        intro={[`Hello ${order.shippingAddress.firstName},`, started, when]}
        showItems={false}
        action={{ label: 'Your orders', href: myOrders(publicUrl) }}
      />,
      { text },
    ),
  };
}

/** Sent when the gateway reports the refund done (the sandbox at once), or a payout was made. */
export function refundCompletedMail(
  { order, amount, destination = 'the original payment method', reason }: RefundNotice,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const done = `Your refund of ${formatInr(amount)} to ${destination} for ${reason} is complete.`;
  const text = [
    `Hello ${order.shippingAddress.firstName},`,
    '',
    done,
    'If your bank does not show it within 5–7 business days, write to us with the order number.',
    '',
    `Your orders: ${myOrders(publicUrl)}`,
    '',
    ...signature(business),
  ].join('\n');
  return {
    kind: 'refund-completed',
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your refund of ${formatInr(amount)} for order ${label} is complete`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`Refund of ${formatInr(amount)} complete`}
        intro={[`Hello ${order.shippingAddress.firstName},`, done]}
        showItems={false}
        action={{ label: 'Your orders', href: myOrders(publicUrl) }}
      />,
      { text },
    ),
  };
}

/** Sent to the shop's orders address for every new order, so someone starts on it. */
export function newOrderAlertMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const a = order.shippingAddress;
  const summary = `New order ${label} from ${a.firstName} ${a.lastName} (${a.email}), placed on ${formatFullDate(order.placedAt)}: ${formatInr(order.total)}, ${paymentSummary(order)}.`;
  const consoleLink = `${publicUrl}/admin/orders/${order.number}`;
  const text = [
    summary,
    '',
    'Items:',
    ...itemLines(order),
    '',
    'Totals:',
    ...totalLines(order),
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    `Open it in the console: ${consoleLink}`,
  ].join('\n');
  return {
    kind: 'new-order-alert',
    to: business.ordersEmail,
    replyTo: a.email,
    subject: `New order ${label}: ${formatInr(order.total)}`,
    ...renderMail(
      <OrderMailBody
        business={business}
        order={order}
        heading={`New order ${label}`}
        intro={[summary]}
        showTotals
        showAddress
        action={{ label: 'Open in the console', href: consoleLink }}
      />,
      { text },
    ),
  };
}
