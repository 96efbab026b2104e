import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Order,
} from '@terracraft/shared/orders';
import { formatInr } from '@terracraft/shared/money';
import { BUSINESS, RETURN_POLICY, SHOP_NAME } from '@terracraft/shared/policy';
import { paths } from '@terracraft/shared/routes';
import type { MailMessage } from '../../integrations/mail/mailer';

const longDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'full',
  timeZone: 'Asia/Kolkata',
});

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

const signature = [
  `Questions? Write to ${BUSINESS.email} or call ${BUSINESS.tollFree} (${BUSINESS.phoneHours}).`,
  '',
  `— ${SHOP_NAME}`,
];

/** Sent when an order is confirmed: at once for cash on delivery, on payment for online orders. */
export function orderConfirmationMail(order: Order, publicUrl: string): MailMessage {
  const label = `#${order.number}`;
  return {
    to: order.shippingAddress.email,
    subject: `Your ${SHOP_NAME} order ${label} is confirmed`,
    text: [
      `Hello ${order.shippingAddress.firstName},`,
      '',
      `Thank you for your order! We have received order ${label}, placed on ${longDate.format(new Date(order.placedAt))}, and our artisans are preparing it.`,
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
      `Estimated delivery: ${longDate.format(new Date(order.estimatedDelivery))}`,
      '',
      `Follow your order in My Orders: ${publicUrl}${paths.accountOrders}`,
      '',
      RETURN_POLICY,
      '',
      ...signature,
    ].join('\n'),
  };
}

/** Sent when an order is cancelled, by the shopper or because its payment never arrived. */
export function orderCancellationMail(order: Order, publicUrl: string): MailMessage {
  const label = `#${order.number}`;
  const why =
    order.cancelReason === 'payment_timeout'
      ? `Order ${label} has been cancelled because its online payment was not completed in time.`
      : `As you asked, order ${label} has been cancelled.`;
  const money =
    order.paymentStatus === 'refunded'
      ? `Your payment of ${formatInr(order.total)} has been refunded to the original payment method; banks usually show it within 5–7 business days.`
      : 'You have not been charged for it.';
  return {
    to: order.shippingAddress.email,
    subject: `Your ${SHOP_NAME} order ${label} has been cancelled`,
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
      ...signature,
    ].join('\n'),
  };
}
