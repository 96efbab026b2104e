import { z } from 'zod';
import type { PaymentWebhookEvent } from './payment-gateway';

/** The parts of Razorpay's webhook body the shop reads. */
const razorpayWebhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            amount: z.number().int(),
            status: z.string().optional(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z
        .object({
          entity: z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int() }),
        })
        .optional(),
    })
    .optional(),
});

const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Razorpay's webhook body → the shop's event. `payment.captured` and `order.paid` both carry the
 * payment entity with its order id, `refund.processed` the refund entity; anything else is
 * reported by type only.
 */
export function parseRazorpayWebhook(
  rawBody: Buffer,
  eventIdHeader: string | undefined,
): PaymentWebhookEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = razorpayWebhookSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { event, payload } = parsed.data;
  const refund = payload?.refund?.entity;
  if (event === 'refund.processed' && refund) {
    return {
      eventId: eventIdHeader?.trim() || `${event}:${refund.id}`,
      type: event,
      refund: { refundId: refund.id, gatewayPaymentId: refund.payment_id, amount: refund.amount },
    };
  }
  const entity = payload?.payment?.entity;
  const gatewayOrderId = entity?.order_id ?? payload?.order?.entity.id;
  const eventId = eventIdHeader?.trim() || `${event}:${entity?.id ?? gatewayOrderId ?? 'unknown'}`;
  if (!PAYMENT_EVENTS.has(event) || !entity || !gatewayOrderId) return { eventId, type: event };
  return {
    eventId,
    type: event,
    payment: { gatewayOrderId, gatewayPaymentId: entity.id, amount: entity.amount },
  };
}
