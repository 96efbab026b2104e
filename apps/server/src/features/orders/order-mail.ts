import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Order,
} from '@terracraft/shared/orders';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { RETURN_POLICY } from '@terracraft/shared/policy';
import { paths } from '@terracraft/shared/routes';
import type { BusinessSettings } from '@terracraft/shared/settings';
import type { MailMessage } from '../../integrations/mail/mailer';

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

/**
 * Sent when an order is confirmed: at once for cash on delivery, on payment for online orders.
 * Answers go to the shop's orders address.
 */
export function orderConfirmationMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): MailMessage {
  const label = `#${order.number}`;
  return {
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} is confirmed`,
    text: [
      `Hello ${order.shippingAddress.firstName},`,
      '',
      `Thank you for your order! We have received order ${label}, placed on ${formatFullDate(order.placedAt)}, and our artisans are preparing it.`,
      '',
      'Items:',
      ...itemLines(order),
      '',
      'Totals:',
      ...totalLines(order),
      '',
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} — ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`,
      '',
      'Shipping to:',
      ...addressLines(order),
      '',
      `Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`,
      '',
      `Follow your order in My Orders: ${publicUrl}${paths.accountOrders}`,
      '',
      RETURN_POLICY,
      '',
      ...signature(business),
    ].join('\n'),
  };
}

/** Sent when an order is cancelled, by the shopper, by the shop, or because its payment never arrived. */
export function orderCancellationMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): MailMessage {
  const label = `#${order.number}`;
  const why =
    order.cancelReason === 'payment_timeout'
      ? `Order ${label} has been cancelled because its online payment was not completed in time.`
      : order.cancelReason === 'staff'
        ? `We are sorry: we had to cancel order ${label}. Write to us if you would like to know more.`
        : `As you asked, order ${label} has been cancelled.`;
  const money =
    order.paymentStatus === 'refunded'
      ? `Your payment of ${formatInr(order.total)} has been refunded to the original payment method; banks usually show it within 5–7 business days.`
      : 'You have not been charged for it.';
  return {
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has been cancelled`,
    text: [
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
      `Your orders: ${publicUrl}${paths.accountOrders}`,
      '',
      ...signature(business),
    ].join('\n'),
  };
}

/** Sent when staff ship an order: the carrier and how to track the parcel. */
export function orderShippedMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): MailMessage {
  const label = `#${order.number}`;
  const shipment = order.shipment;
  return {
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject: `Your ${business.shopName} order ${label} has shipped`,
    text: [
      `Hello ${order.shippingAddress.firstName},`,
      '',
      `Good news: order ${label} is on its way.`,
      ...(shipment
        ? [
            '',
            `Carrier: ${shipment.carrier}`,
            `Tracking number: ${shipment.trackingNumber}`,
            ...(shipment.trackingUrl ? [`Track your parcel: ${shipment.trackingUrl}`] : []),
          ]
        : []),
      '',
      'Items:',
      ...itemLines(order),
      '',
      'Shipping to:',
      ...addressLines(order),
      '',
      `Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`,
      '',
      `Follow your order in My Orders: ${publicUrl}${paths.accountOrders}`,
      '',
      ...signature(business),
    ].join('\n'),
  };
}
