import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { REFUND_PROCESSING } from '@terracraft/shared/policy';
import { RETURN_REASON_LABELS, type ReturnSummary } from '@terracraft/shared/returns';
import { paths } from '@terracraft/shared/routes';
import type { BusinessSettings } from '@terracraft/shared/settings';
import { paragraph, renderContentMail, signatureLines, type OutgoingMail } from '../mail';

/** A step of a return the shopper hears about. */
export type ReturnStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

interface ReturnMailContext {
  step: ReturnStep;
  ret: ReturnSummary;
  orderId: string;
  orderNumber: string;
  paymentMethod: 'online' | 'cod';
  firstName: string;
  email: string;
  publicUrl: string;
  business: BusinessSettings;
}

function body(context: ReturnMailContext): { subject: string; paragraphs: string[] } {
  const { ret, step, business } = context;
  const order = `#${context.orderNumber}`;
  const label = `return ${ret.number} of order ${order}`;
  switch (step) {
    case 'requested':
      return {
        subject: `We have your return request for order ${order}`,
        paragraphs: [
          `We have received your request for ${label} (${RETURN_REASON_LABELS[ret.reason]}). We will look at it within two business days and write to you.`,
        ],
      };
    case 'approved':
      return {
        subject: `Your return ${ret.number} for order ${order} is approved`,
        paragraphs: [
          `We have approved ${label}. Please pack the items in their original packaging; our courier partner will collect them, or send them to ${business.shopName}, ${business.address.line1}, ${business.address.city} ${business.address.pin}.`,
        ],
      };
    case 'rejected':
      return {
        subject: `About your return ${ret.number} for order ${order}`,
        paragraphs: [
          `We are sorry: we cannot accept ${label}.`,
          `Why: ${ret.rejectionReason ?? ''}`,
          'Write to us if you would like to talk it over.',
        ],
      };
    case 'received':
      return {
        subject: `We have received your return ${ret.number} for order ${order}`,
        paragraphs: [
          context.paymentMethod === 'online'
            ? `The items of ${label} have reached us. Your refund is started: ${REFUND_PROCESSING}`
            : // Cash on delivery: the refund goes where the shopper asked, not to a payment method.
              `The items of ${label} have reached us. We will pay your refund to ${ret.refundTo ?? 'the account you gave us'} within 5–7 business days, and write to you with the transfer's reference once it is paid.`,
        ],
      };
    case 'refunded':
      return {
        subject: `Your refund for return ${ret.number} of order ${order} is complete`,
        paragraphs: [
          `We have refunded ${formatInr(ret.refundAmount ?? 0)} for ${label}${
            context.paymentMethod === 'online'
              ? ' to the original payment method; banks usually show it within 5–7 business days.'
              : ` to ${ret.refundTo ?? 'the account you gave us'}.`
          }`,
          `Reference: ${ret.refundReference ?? ''}`,
        ],
      };
  }
}

/**
 * The shopper's mail for a step of a return: a letter, the same words in its text and HTML parts.
 */
export function returnMail(context: ReturnMailContext): OutgoingMail {
  const { ret, business } = context;
  const { subject, paragraphs } = body(context);
  return {
    kind: `return-${context.step}`,
    to: context.email,
    replyTo: business.ordersEmail,
    subject: `${subject} — ${business.shopName}`,
    ...renderContentMail(business, {
      blocks: [
        paragraph(`Hello ${context.firstName},`),
        ...paragraphs.map((text) => paragraph(text)),
        paragraph('Items:', ...ret.lines.map((line) => `  ${line.quantity} × ${line.name}`)),
        paragraph(
          `Requested on ${formatFullDate(ret.requestedAt)}.`,
          `Follow your return in My Orders: ${context.publicUrl}${paths.accountOrders}`,
        ),
        ...signatureLines(business).map((line) => paragraph(line)),
      ],
    }),
    orderId: context.orderId,
  };
}
