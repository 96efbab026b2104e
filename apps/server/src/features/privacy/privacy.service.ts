import { orderNumberId } from '@terracraft/shared/orders';
import { returnNumberId, type RefundDestination } from '@terracraft/shared/returns';
import {
  DELETE_CONFIRMATION_WORD,
  PRIVACY_TEXTS,
  type DeleteAccountRequest,
  type PersonalData,
} from '@terracraft/shared/privacy';
import { afterCommit } from '../../db/after-commit';
import type { Database } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuditLog } from '../audit';
import { createPrivacyRepository } from './privacy.repository';

/** What a deleted account is called from then on: in the console, on its orders and reviews. */
const DELETED_ACCOUNT_NAME = 'Deleted account';
/** A unique address no mail goes to (.invalid is reserved), so the real one can sign up again. */
const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Where a cash-on-delivery return's refund goes, in full: it is the shopper's own data. */
function refundDestination(request: {
  refundMethod: 'upi' | 'bank' | null;
  upiId: string | null;
  bankAccount: string | null;
  bankIfsc: string | null;
  accountHolder: string | null;
}): RefundDestination | null {
  if (request.refundMethod === 'upi' && request.upiId) {
    return { method: 'upi', upiId: request.upiId };
  }
  if (request.refundMethod === 'bank' && request.bankAccount) {
    return {
      method: 'bank',
      accountNumber: request.bankAccount,
      ifsc: request.bankIfsc ?? '',
      accountHolder: request.accountHolder ?? '',
    };
  }
  return null;
}

/**
 * The shopper's personal data (decision 0031): a copy to download, and the account's erasure.
 */
export function createPrivacyService({
  db,
  audit,
  verifyPassword,
  sessionsChanged,
}: {
  db: Database;
  audit: AuditLog;
  /** Forgets the sessions every instance keeps in memory (auth/session-cache.ts). */
  sessionsChanged: () => void;
  /** The auth library's own check of a password against its stored hash. */
  verifyPassword(hash: string, password: string): Promise<boolean>;
}) {
  return {
    async export(userId: string): Promise<PersonalData> {
      const repository = createPrivacyRepository(db);
      const user = await repository.user(userId);
      if (!user) throw notFound('No such account.');
      const [addresses, orders, reviews, returns, messages, cart, wishlist, subscriber] =
        await Promise.all([
          repository.addresses(userId),
          repository.orders(userId),
          repository.reviews(user.id, user.email),
          repository.returns(userId),
          repository.contactMessages(user.email),
          repository.cart(userId),
          repository.wishlist(userId),
          repository.newsletter(user.email),
        ]);
      const [items, returnLines, replies] = await Promise.all([
        repository.orderItems(orders.map((order) => order.id)),
        repository.returnLines(returns.map(({ request }) => request.id)),
        repository.contactReplies(messages.map((message) => message.id)),
      ]);
      return {
        exportedAt: iso(new Date()),
        profile: {
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          phone: user.phone,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: iso(user.createdAt),
        },
        addresses: addresses.map((row) => ({
          label: row.label,
          firstName: row.firstName,
          lastName: row.lastName,
          phone: row.phone,
          address: row.address,
          city: row.city,
          state: row.state,
          pin: row.pin,
          isDefault: row.isDefault,
          createdAt: iso(row.createdAt),
        })),
        orders: orders.map((order) => ({
          number: `#${orderNumberId(order.number)}`,
          status: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          placedAt: iso(order.placedAt),
          subtotal: order.subtotal,
          discount: order.discount,
          shipping: order.shipping,
          total: order.total,
          couponCode: order.couponCode,
          shippingAddress: {
            firstName: order.firstName,
            lastName: order.lastName,
            email: order.email,
            phone: order.phone,
            address: order.address,
            city: order.city,
            state: order.state,
            pin: order.pin,
          },
          items: items
            .filter((item) => item.orderId === order.id)
            .map((item) => ({
              productId: item.productSlug,
              name: item.name,
              unitPrice: item.unitPrice,
              quantity: item.quantity,
            })),
        })),
        reviews: reviews.map((review) => ({ ...review, createdAt: iso(review.createdAt) })),
        returns: returns.map(({ request, orderNumber }) => ({
          number: returnNumberId(request.number),
          order: `#${orderNumberId(orderNumber)}`,
          status: request.status,
          reason: request.reason,
          details: request.details,
          items: returnLines
            .filter((line) => line.returnId === request.id)
            .map(({ name, quantity }) => ({ name, quantity })),
          refundTo: refundDestination(request),
          refundAmount: request.refundAmount,
          refundReference: request.refundReference,
          rejectionReason: request.rejectionReason,
          requestedAt: iso(request.requestedAt),
          approvedAt: isoOrNull(request.approvedAt),
          rejectedAt: isoOrNull(request.rejectedAt),
          receivedAt: isoOrNull(request.receivedAt),
          refundedAt: isoOrNull(request.refundedAt),
        })),
        contactMessages: messages.map((message) => ({
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          sentAt: iso(message.createdAt),
          replies: replies
            .filter((reply) => reply.messageId === message.id)
            .map((reply) => ({ text: reply.text, sentAt: iso(reply.sentAt) })),
        })),
        cart,
        wishlist,
        newsletter: {
          subscribed: subscriber !== undefined,
          since: subscriber ? iso(subscriber.createdAt) : null,
        },
      };
    },

    /**
     * Deletes the account: in one transaction its personal data is erased or anonymised and an
     * audit entry says so. Refused while an order or return is under way (the shop still needs
     * to reach the shopper), and for the shop's last owner.
     */
    async deleteAccount(userId: string, request: DeleteAccountRequest): Promise<void> {
      const hash = await createPrivacyRepository(db).passwordHash(userId);
      if (hash) {
        if (!request.password || !(await verifyPassword(hash, request.password))) {
          throw forbidden(PRIVACY_TEXTS.wrongPassword);
        }
      } else if (request.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
        throw new AppError(400, 'BAD_REQUEST', PRIVACY_TEXTS.typeDelete, {
          confirmation: PRIVACY_TEXTS.typeDelete,
        });
      }

      await db.transaction(async (tx) => {
        const repository = createPrivacyRepository(tx);
        if (!(await repository.user(userId))) throw notFound('No such account.');
        // Owners first (the same order for every deletion), then the account itself.
        const owners = await repository.owners();
        const user = (await repository.user(userId, true))!;
        if (user.role === 'owner' && owners.length <= 1) throw conflict(PRIVACY_TEXTS.lastOwner);
        if ((await repository.openOrders(userId)) > 0) throw conflict(PRIVACY_TEXTS.openOrders);
        if ((await repository.openReturns(userId)) > 0) throw conflict(PRIVACY_TEXTS.openReturns);
        const placeholder = { name: DELETED_ACCOUNT_NAME, email: deletedAccountEmail(userId) };
        const erased = await repository.erase(user, placeholder);
        // Its sessions are gone: signed out on every instance from the commit on.
        afterCommit(tx, sessionsChanged);
        await audit.record(tx, {
          actor: { id: userId, email: placeholder.email, role: user.role },
          action: 'account.delete',
          entityType: 'customer',
          entityId: userId,
          // Only what was erased, never the personal data itself.
          before: { role: user.role, memberSince: iso(user.createdAt), ...erased },
          after: { name: placeholder.name, email: placeholder.email },
        });
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
