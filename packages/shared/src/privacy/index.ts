/**
 * The shopper's own data under India's Digital Personal Data Protection Act (decision 0031):
 * a copy of it to download, and the account's erasure.
 */
import { z } from 'zod';
import { savedAddressSchema } from '../addresses';
import { orderTotalsSchema, storedAddressSchema } from '../orders';
import { refundDestinationSchema } from '../returns';

/** Typed into the confirmation when the account has no password (signed up with Google). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const PRIVACY_TEXTS = {
  wrongPassword: 'That password is not right. Enter your account password to delete the account.',
  typeDelete: `Type ${DELETE_CONFIRMATION_WORD} to delete the account.`,
  openOrders:
    'You have orders that are not delivered or cancelled yet. Wait until they are delivered, or cancel them, before deleting your account.',
  openReturns:
    'You have a return that is not finished yet. Wait until it is refunded or closed before deleting your account.',
  lastOwner:
    'This is the shop’s only owner account: make another account an owner before deleting this one.',
  deleted: 'Your account has been deleted.',
} as const;

export const deleteAccountRequestSchema = z.object({
  /** The account's password; an account without one sends `confirmation: "DELETE"` instead. */
  password: z.string().max(128).optional(),
  confirmation: z.string().max(20).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** An address of the address book, as the download gives it. */
const exportedAddress = savedAddressSchema.omit({ id: true, updatedAt: true });

/** Everything the shop keeps about the shopper, as the download gives it. */
export const personalDataSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  addresses: z.array(exportedAddress),
  orders: z.array(
    z.object({
      number: z.string(),
      status: z.string(),
      paymentMethod: z.string(),
      paymentStatus: z.string(),
      placedAt: z.iso.datetime(),
      ...orderTotalsSchema.shape,
      shippingAddress: storedAddressSchema,
      items: z.array(
        z.object({
          productId: z.string().nullable(),
          name: z.string(),
          unitPrice: z.number().int(),
          quantity: z.number().int(),
        }),
      ),
    }),
  ),
  reviews: z.array(
    z.object({
      product: z.string(),
      rating: z.number().int(),
      text: z.string(),
      name: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  returns: z.array(
    z.object({
      number: z.string(),
      order: z.string(),
      status: z.string(),
      reason: z.string(),
      details: z.string(),
      items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      /** Where a cash-on-delivery refund is paid, as the shopper gave it; null for online orders. */
      refundTo: refundDestinationSchema.nullable(),
      refundAmount: z.number().int().nullable(),
      refundReference: z.string().nullable(),
      rejectionReason: z.string().nullable(),
      requestedAt: z.iso.datetime(),
      approvedAt: z.iso.datetime().nullable(),
      rejectedAt: z.iso.datetime().nullable(),
      receivedAt: z.iso.datetime().nullable(),
      refundedAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Messages sent from the contact form with the account's email, and the shop's replies. */
  contactMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      sentAt: z.iso.datetime(),
      replies: z.array(z.object({ text: z.string(), sentAt: z.iso.datetime() })),
    }),
  ),
  cart: z.array(z.object({ product: z.string(), quantity: z.number().int() })),
  wishlist: z.array(z.object({ product: z.string() })),
  newsletter: z.object({ subscribed: z.boolean(), since: z.iso.datetime().nullable() }),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
