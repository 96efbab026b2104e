/** The contact inbox, as the console shows it: messages, their status and staff replies. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../paging';
import { staffActorSchema } from '../staff';

/** Text with a lone UTF-16 surrogate cannot be stored as JSON (the audit log's before/after). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

export const MESSAGE_STATUSES = ['new', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageListQuerySchema = cursorPageQuerySchema.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'The status is new or handled.' }).optional(),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

const messageFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  receivedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const messageSummarySchema = z.object({
  ...messageFields,
  /** The start of the message. */
  preview: z.string(),
  replies: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export const messagePageSchema = cursorPageSchema(messageSummarySchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
  /** Who answered (null if their account is gone). */
  sentBy: staffActorSchema.nullable(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

/** A message with its thread: the replies sent to it, oldest first. */
export const messageThreadSchema = z.object({
  ...messageFields,
  message: z.string(),
  handledAt: z.iso.datetime().nullable(),
  replies: z.array(messageReplySchema),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const messageParamsSchema = z.object({ id: z.uuid('This is not a message of this shop.') });

export const messageStatusUpdateSchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES, { error: 'The status is new or handled.' }),
    updatedAt: z.iso.datetime({ error: 'Send the updatedAt you read.' }),
  })
  .strict();
export type MessageStatusUpdate = z.input<typeof messageStatusUpdateSchema>;

export const messageReplyRequestSchema = z
  .object({
    text: z
      .string({ error: 'Write the reply.' })
      .trim()
      .min(1, 'Write the reply.')
      .max(10_000, 'The reply is too long (10,000 characters at most).')
      .refine(wellFormed, 'The reply has a character that cannot be sent.'),
  })
  .strict();
export type MessageReplyRequest = z.input<typeof messageReplyRequestSchema>;
