/** The console's Mails area: every mail the shop sent or will send, from the outbox. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const mailListQuerySchema = cursorPageQuerySchema.extend({
  status: z
    .enum(MAIL_STATUSES, { error: 'The status is queued, sending, sent or failed.' })
    .optional(),
  /** Part of the recipient's address, or an order number (TC1001 or #TC1001). */
  q: z
    .string({ error: 'The search must be text.' })
    .trim()
    .max(254, 'The search can be at most 254 characters.')
    .refine((value) => !value.includes('\u0000'), 'The search must not contain a NUL character.')
    .optional(),
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;

export const adminMailSchema = z.object({
  id: z.string(),
  /** The template: order-confirmed, order-shipped, password-reset… */
  kind: z.string(),
  status: z.enum(MAIL_STATUSES),
  to: z.string(),
  subject: z.string(),
  /** The order it is about (TC1001), if any. */
  orderNumber: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed; null once sent. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When a queued mail is tried next. */
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const mailPageSchema = cursorPageSchema(adminMailSchema);
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,15}$/, 'No mail has this id.'),
});
