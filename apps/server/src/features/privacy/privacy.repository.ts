import { and, asc, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  accounts,
  contactMessages,
  contactReplies,
  customerAddresses,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orders,
  outboxMails,
  products,
  returnLines,
  returnRequests,
  reviews,
  savedCartItems,
  savedWishlistItems,
  sessions,
  taxDocuments,
  twoFactors,
  users,
  verifications,
} from '../../db/schema';

/** Statuses of an order still under way: the account cannot be deleted while one is. */
const FINISHED_ORDER_STAGES = ['delivered', 'cancelled'] as const;
const FINISHED_RETURN_STATUSES = ['rejected', 'refunded'] as const;

/** A shopper's reviews: those written signed in carry the account; older ones only the email. */
const theirReviews = (userId: string, email: string) =>
  or(eq(reviews.userId, userId), sql`lower(${reviews.email}) = ${email.toLowerCase()}`);

/** The shopper's own rows, to export and to erase. The only place of this feature with SQL. */
export function createPrivacyRepository(db: Database | Transaction) {
  return {
    async user(userId: string, lock = false) {
      const query = db.select().from(users).where(eq(users.id, userId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row?.password ?? null;
    },
    addresses(userId: string) {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(asc(customerAddresses.createdAt));
    },
    orders(userId: string) {
      return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.number));
    },
    orderItems(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },
    reviews(userId: string, email: string) {
      return db
        .select({
          product: products.name,
          rating: reviews.rating,
          text: reviews.text,
          name: reviews.name,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.slug, reviews.productSlug))
        .where(theirReviews(userId, email))
        .orderBy(asc(reviews.createdAt));
    },
    returns(userId: string) {
      return db
        .select({ request: returnRequests, orderNumber: orders.number })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(eq(returnRequests.userId, userId))
        .orderBy(asc(returnRequests.number));
    },
    returnLines(returnIds: string[]) {
      if (returnIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          returnId: returnLines.returnId,
          name: orderItems.name,
          quantity: returnLines.quantity,
        })
        .from(returnLines)
        .innerJoin(
          orderItems,
          and(
            eq(orderItems.orderId, returnLines.orderId),
            eq(orderItems.position, returnLines.position),
          ),
        )
        .where(inArray(returnLines.returnId, returnIds))
        .orderBy(asc(returnLines.returnId), asc(returnLines.position));
    },
    /** Contact messages sent with the account's email address (any case), oldest first. */
    contactMessages(email: string) {
      return db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
        .orderBy(asc(contactMessages.createdAt));
    },
    contactReplies(messageIds: string[]) {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          messageId: contactReplies.messageId,
          text: contactReplies.text,
          sentAt: contactReplies.sentAt,
        })
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, messageIds))
        .orderBy(asc(contactReplies.sentAt));
    },
    cart(userId: string) {
      return db
        .select({ product: savedCartItems.productSlug, quantity: savedCartItems.quantity })
        .from(savedCartItems)
        .where(eq(savedCartItems.userId, userId))
        .orderBy(asc(savedCartItems.position));
    },
    wishlist(userId: string) {
      return db
        .select({ product: savedWishlistItems.productSlug })
        .from(savedWishlistItems)
        .where(eq(savedWishlistItems.userId, userId))
        .orderBy(asc(savedWishlistItems.position));
    },
    async newsletter(email: string) {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      return row;
    },

    async openOrders(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), notInArray(orders.status, [...FINISHED_ORDER_STAGES])),
        );
      return row?.n ?? 0;
    },
    async openReturns(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(returnRequests)
        .where(
          and(
            eq(returnRequests.userId, userId),
            notInArray(returnRequests.status, [...FINISHED_RETURN_STATUSES]),
          ),
        );
      return row?.n ?? 0;
    },
    /** Owners, locked, so that two owners deleting themselves at once cannot both pass. */
    async owners(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .for('update');
      return rows.map((row) => row.id);
    },

    /**
     * Erases the account's personal data (decision 0031) and says how much of each there was.
     * Orders and tax documents stay, with the buyer's name and address (the invoice needs them)
     * but without email or phone.
     */
    async erase(user: { id: string; email: string }, placeholder: { name: string; email: string }) {
      const { id: userId, email } = user;
      const lower = email.toLowerCase();
      const removed = (rows: unknown[]) => rows.length;
      const counts = {
        addresses: removed(
          await db
            .delete(customerAddresses)
            .where(eq(customerAddresses.userId, userId))
            .returning({ id: customerAddresses.id }),
        ),
        sessions: removed(
          await db
            .delete(sessions)
            .where(eq(sessions.userId, userId))
            .returning({ id: sessions.id }),
        ),
        credentials: removed(
          await db
            .delete(accounts)
            .where(eq(accounts.userId, userId))
            .returning({ id: accounts.id }),
        ),
        cart: removed(
          await db
            .delete(savedCartItems)
            .where(eq(savedCartItems.userId, userId))
            .returning({ p: savedCartItems.productSlug }),
        ),
        wishlist: removed(
          await db
            .delete(savedWishlistItems)
            .where(eq(savedWishlistItems.userId, userId))
            .returning({ p: savedWishlistItems.productSlug }),
        ),
        newsletter: removed(
          await db
            .delete(newsletterSubscribers)
            .where(eq(newsletterSubscribers.email, lower))
            .returning({ e: newsletterSubscribers.email }),
        ),
        reviews: removed(
          await db
            .update(reviews)
            .set({ name: placeholder.name, email: '', updatedAt: new Date() })
            .where(theirReviews(user.id, email))
            .returning({ id: reviews.id }),
        ),
        orders: removed(
          await db
            .update(orders)
            .set({ email: '', phone: '' })
            .where(eq(orders.userId, userId))
            .returning({ id: orders.id }),
        ),
      };
      // Password reset links (identifier: the token, value: the account) and any keyed by email.
      await db
        .delete(verifications)
        .where(or(eq(verifications.value, userId), eq(verifications.identifier, lower)));
      const orderIds = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
      await db
        .update(taxDocuments)
        .set({ buyer: sql`${taxDocuments.buyer} || '{"email": "", "phone": ""}'::jsonb` })
        .where(inArray(taxDocuments.orderId, orderIds));
      await db
        .update(orderEvents)
        .set({ actorEmail: null })
        .where(and(eq(orderEvents.actorId, userId), inArray(orderEvents.orderId, orderIds)));
      await db
        .update(returnRequests)
        .set({ upiId: null, bankAccount: null, bankIfsc: null, accountHolder: null })
        .where(eq(returnRequests.userId, userId));
      // The authenticator's secret and backup codes go with the sign-in records.
      await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
      // Mails to the account (sent or not) hold its address and the texts written to it.
      await db.delete(outboxMails).where(sql`lower(${outboxMails.to}) = ${lower}`);
      await db
        .update(users)
        .set({
          name: placeholder.name,
          email: placeholder.email,
          emailVerified: false,
          image: null,
          phone: null,
          twoFactorEnabled: false,
          role: null,
          roleSince: null,
        })
        .where(eq(users.id, userId));
      return counts;
    },
  };
}
