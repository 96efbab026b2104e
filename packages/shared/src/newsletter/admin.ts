/** The newsletter's subscribers, as the console lists and exports them. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema, searchTextSchema } from '../paging';

export const subscriberListQuerySchema = cursorPageQuerySchema.extend({
  q: searchTextSchema(254, 'Search for at most 254 characters.'),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberExportQuerySchema = z.object({
  q: searchTextSchema(254, 'Search for at most 254 characters.'),
});

export const subscriberSchema = z.object({ email: z.string(), subscribedAt: z.iso.datetime() });
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberPageSchema = cursorPageSchema(subscriberSchema).extend({
  /** Subscribers matching the search, all pages. */
  total: z.number().int(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;
