import { paymentSummary, type Order } from '@terracraft/shared/orders';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { RETURN_POLICY, RETURN_WINDOW_DAYS } from '@terracraft/shared/policy';
import { paths } from '@terracraft/shared/routes';
import type { BusinessSettings } from '@terracraft/shared/settings';
import {
  paragraph,
  renderContentMail,
  signatureLines,
  type MailBlock,
  type MailContent,
  type OutgoingMail,
} from '../mail';

/** An order mail before the outbox knows which order row it is about. */
export type OrderMail = Omit<OutgoingMail, 'orderId'>;

const greeting = (order: Order) => paragraph(`Hello ${order.shippingAddress.firstName},`);

/** A line said straight after the one before it in the text part, and on its own in the HTML. */
const continuing = (line: string, only?: 'text'): MailBlock => ({
  type: 'paragraph',
  lines: [line],
  continues: true,
  only,
});

const note = (line: string): MailBlock => ({ type: 'paragraph', lines: [line], note: true });

const itemsOf = (order: Order, title = 'Items'): MailBlock => ({
  type: 'items',
  title,
  items: order.items.map(({ quantity, name, unitPrice, lineTotal }) => ({
    quantity,
    name,
    unitPrice,
    lineTotal,
  })),
});

const totalsOf = (order: Order, only?: 'html'): MailBlock => ({
  type: 'totals',
  title: 'Totals',
  rows: [
    { label: 'Subtotal', amount: order.subtotal },
    ...(order.discount > 0
      ? [{ label: `Coupon ${order.couponCode ?? ''}`, amount: order.discount, deduction: true }]
      : []),
    { label: 'Shipping', amount: order.shipping },
    { label: 'Total', amount: order.total, grand: true },
  ],
  only,
});

function addressOf(order: Order): MailBlock {
  const a = order.shippingAddress;
  return {
    type: 'address',
    title: 'Shipping to',
    lines: [
      `${a.firstName} ${a.lastName}`,
      a.address,
      `${a.city}, ${a.state} ${a.pin}`,
      `Phone: ${a.phone}`,
    ],
  };
}

/**
 * The business details from the settings, as order mails sign with them: in the text part only,
 * since the HTML part's layout has them at its foot.
 */
const signature = (business: BusinessSettings): MailBlock[] =>
  signatureLines(business).map((line) => ({ type: 'paragraph', lines: [line], only: 'text' }));

const myOrders = (publicUrl: string) => `${publicUrl}${paths.accountOrders}`;

const followOrder = (publicUrl: string, only?: 'text'): MailBlock => ({
  type: 'action',
  label: 'Follow your order',
  textLabel: 'Follow your order in My Orders',
  href: myOrders(publicUrl),
  only,
});

const yourOrders = (publicUrl: string): MailBlock => ({
  type: 'action',
  label: 'Your orders',
  href: myOrders(publicUrl),
});

/** A mail to the shopper about their order, answered to the shop's orders address. */
function toShopper(
  order: Order,
  business: BusinessSettings,
  kind: string,
  subject: string,
  content: MailContent,
): OrderMail {
  return {
    kind,
    to: order.shippingAddress.email,
    replyTo: business.ordersEmail,
    subject,
    ...renderContentMail(business, content),
  };
}

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
  return toShopper(
    order,
    business,
    'order-confirmed',
    `Your ${business.shopName} order ${label} has been received`,
    {
      heading: `Order ${label} has been received`,
      preview: placed,
      blocks: [
        greeting(order),
        paragraph(placed),
        itemsOf(order),
        totalsOf(order),
        paragraph(`Payment: ${paymentSummary(order)}`),
        addressOf(order),
        paragraph(`Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`),
        followOrder(publicUrl),
        note(RETURN_POLICY),
        ...signature(business),
      ],
    },
  );
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
  return toShopper(
    order,
    business,
    'order-cancelled',
    `Your ${business.shopName} order ${label} has been cancelled`,
    {
      heading: `Order ${label} has been cancelled`,
      preview: why,
      blocks: [
        greeting(order),
        paragraph(why),
        continuing(money),
        itemsOf(order, 'Cancelled items'),
        totalsOf(order, 'html'),
        { type: 'paragraph', lines: [`Order total: ${formatInr(order.total)}`], only: 'text' },
        yourOrders(publicUrl),
        ...signature(business),
      ],
    },
  );
}

/** Sent when staff ship an order: the carrier, how to track the parcel, and the tax invoice. */
export function orderShippedMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const shipment = order.shipment;
  const onItsWay = `Good news: order ${label} is on its way.`;
  // The parcel's tracking page is the HTML part's button, and a line of the text part's.
  const tracking: MailBlock[] = shipment
    ? [
        paragraph(`Carrier: ${shipment.carrier}`),
        continuing(`Tracking number: ${shipment.trackingNumber}`),
        ...(shipment.trackingUrl
          ? [continuing(`Track your parcel: ${shipment.trackingUrl}`, 'text')]
          : []),
      ]
    : [];
  return toShopper(
    order,
    business,
    'order-shipped',
    `Your ${business.shopName} order ${label} has shipped`,
    {
      heading: `Order ${label} is on its way`,
      preview: onItsWay,
      blocks: [
        greeting(order),
        paragraph(onItsWay),
        ...tracking,
        itemsOf(order),
        addressOf(order),
        paragraph(`Estimated delivery: ${formatFullDate(order.estimatedDelivery)}`),
        ...(shipment?.trackingUrl
          ? [
              {
                type: 'action',
                label: 'Track your parcel',
                href: shipment.trackingUrl,
                only: 'html',
              } as const,
              followOrder(publicUrl, 'text'),
            ]
          : [followOrder(publicUrl)]),
        ...signature(business),
      ],
    },
  );
}

/** The last day a delivered order can be returned: the delivery date plus the return window. */
function lastReturnDay(deliveredAt: string): Date {
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
  return toShopper(
    order,
    business,
    'order-delivered',
    `Your ${business.shopName} order ${label} has been delivered`,
    {
      heading: `Order ${label} has been delivered`,
      preview: delivered,
      blocks: [
        greeting(order),
        paragraph(delivered),
        itemsOf(order),
        note(
          `Something not right? You can return unused items in their original packaging until ${formatFullDate(lastReturnDay(deliveredAt))} (${RETURN_WINDOW_DAYS} days from delivery).`,
        ),
        yourOrders(publicUrl),
        ...signature(business),
      ],
    },
  );
}

/** A refund of `amount` paise for an order (its cancellation, or a return). */
interface RefundNotice {
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
  const started = `We have started a refund of ${formatInr(amount)} to ${destination} for ${reason}.`;
  return toShopper(
    order,
    business,
    'refund-started',
    `Your refund of ${formatInr(amount)} for order #${order.number} has started`,
    {
      heading: `Refund of ${formatInr(amount)} started`,
      preview: started,
      blocks: [
        greeting(order),
        paragraph(started),
        continuing(
          'Banks usually show a refund within 5–7 business days; we will write again once it is complete.',
        ),
        yourOrders(publicUrl),
        ...signature(business),
      ],
    },
  );
}

/** Sent when the gateway reports the refund done (the sandbox at once), or a payout was made. */
export function refundCompletedMail(
  { order, amount, destination = 'the original payment method', reason }: RefundNotice,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const done = `Your refund of ${formatInr(amount)} to ${destination} for ${reason} is complete.`;
  return toShopper(
    order,
    business,
    'refund-completed',
    `Your refund of ${formatInr(amount)} for order #${order.number} is complete`,
    {
      heading: `Refund of ${formatInr(amount)} complete`,
      preview: done,
      blocks: [
        greeting(order),
        paragraph(done),
        continuing(
          'If your bank does not show it within 5–7 business days, write to us with the order number.',
          'text',
        ),
        yourOrders(publicUrl),
        ...signature(business),
      ],
    },
  );
}

/** Sent to the shop's orders address for every new order, so someone starts on it. */
export function newOrderAlertMail(
  order: Order,
  publicUrl: string,
  business: BusinessSettings,
): OrderMail {
  const label = `#${order.number}`;
  const a = order.shippingAddress;
  return {
    kind: 'new-order-alert',
    to: business.ordersEmail,
    replyTo: a.email,
    subject: `New order ${label}: ${formatInr(order.total)}`,
    ...renderContentMail(business, {
      heading: `New order ${label}`,
      preview: `New order ${label}`,
      blocks: [
        paragraph(
          `New order ${label} from ${a.firstName} ${a.lastName} (${a.email}), placed on ${formatFullDate(order.placedAt)}: ${formatInr(order.total)}, ${paymentSummary(order)}.`,
        ),
        itemsOf(order),
        totalsOf(order),
        addressOf(order),
        {
          type: 'action',
          label: 'Open in the console',
          textLabel: 'Open it in the console',
          href: `${publicUrl}/admin/orders/${order.number}`,
        },
      ],
    }),
  };
}
