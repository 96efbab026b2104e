import { z } from 'zod';

/**
 * The contact form. The specification has no required fields; a message nobody can answer is
 * useless, so we require a valid email and some text, and keep sizes bounded.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().max(120, 'Name is too long').default(''),
  email: z.email('Enter a valid email address').max(254).toLowerCase(),
  subject: z.string().trim().max(200, 'Subject is too long').default(''),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(5000, 'Message is too long (5000 characters at most)'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
});

export const CONTACT_TEXTS = {
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Please try again.',
} as const;
