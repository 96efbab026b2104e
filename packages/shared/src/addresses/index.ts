/**
 * The shopper's address book: the addresses they ship to, one of them the default, chosen (and
 * saved) at checkout. Each address is checked as the order's shipping address is, without the
 * email (the account's own).
 */
import { z } from 'zod';
import { shippingAddressSchema, storedAddressSchema } from '../orders';

/** At most this many addresses per account; one more is refused with 409. */
export const ADDRESS_BOOK_LIMIT = 20;

export const ADDRESS_TEXTS = {
  limitReached: `Your address book is full: it holds at most ${ADDRESS_BOOK_LIMIT} addresses. Delete one you no longer use to add another.`,
  notFound: 'That address is not in your address book.',
  saved: 'Address saved',
  deleted: 'Address deleted',
  madeDefault: 'Default address changed',
} as const;

export const savedAddressInputSchema = shippingAddressSchema.omit({ email: true }).extend({
  /** "Home", "Office"…: optional, shown above the address. */
  label: z
    .string()
    .trim()
    .max(40, 'Keep the label to 40 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Makes it the default; the first address is the default whatever this says. */
  isDefault: z.boolean().optional(),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddressFields = z.output<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  ...storedAddressSchema.omit({ email: true }).shape,
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The default first, then newest first. */
export const addressBookSchema = z.object({
  items: z.array(savedAddressSchema),
  limit: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

export const addressParamsSchema = z.object({
  id: z.uuid('Not an address id'),
});
