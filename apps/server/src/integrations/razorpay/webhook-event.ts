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
    })
    .optional(),
});

const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Razorpay's webhook body → the shop's event. `payment.captured` and `order.paid` both carry the
 * payment entity with its order id; anything else is reported by type only.
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
