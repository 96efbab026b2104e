import { z } from 'zod';

export const newsletterSubscriptionSchema = z.object({
  email: z.email('Enter a valid email address').max(254).toLowerCase(),
});
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterSubscriptionResponseSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
});

export const NEWSLETTER_TEXTS = {
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed.',
  failure: 'Could not subscribe right now. Please try again.',
} as const;
