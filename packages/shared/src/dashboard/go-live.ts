/**
 * The go-live checklist on the console's dashboard: what a shop needs before its first real
 * order, each item as the server finds it (decision 0044). The dashboard shows it until every
 * item is done.
 */
import { z } from 'zod';

/** The checklist's items, in the order the dashboard lists them. */
export const GO_LIVE_ITEMS = [
  'seller',
  'business',
  'payments',
  'mail',
  'delivery',
  'twoFactor',
  'backup',
] as const;
export type GoLiveItemKey = (typeof GO_LIVE_ITEMS)[number];

export const goLiveItemSchema = z.object({
  key: z.enum(GO_LIVE_ITEMS),
  /** What the item is about ("Seller and GST details"). */
  label: z.string(),
  done: z.boolean(),
  /** How things stand, and what to do while the item is not done. */
  detail: z.string(),
  /** Where in the console the item is done; null when it is done outside the console. */
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveChecklistSchema = z.object({
  /** True once every item is done: the dashboard then shows no checklist. */
  complete: z.boolean(),
  items: z.array(goLiveItemSchema),
});
export type GoLiveChecklist = z.infer<typeof goLiveChecklistSchema>;
