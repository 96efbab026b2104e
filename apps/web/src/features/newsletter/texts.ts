// Kept apart from the zod schemas so the footer, on every page, does not load zod.
export const NEWSLETTER_TEXTS = {
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed.',
} as const;
