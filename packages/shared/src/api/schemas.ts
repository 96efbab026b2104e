/**
 * The schemas of every endpoint of the table in `./index`, under the same names: path params,
 * query, headers, body, the body of each answer by status, and the statuses answered with the
 * shop's error shape. The server validates requests and serialises answers with them, and the
 * OpenAPI document is generated from them; the browser reads their types.
 */
import { z } from 'zod';
import {
  deliveryQuoteSchema,
  pinCheckParamsSchema,
  pinCheckQuerySchema,
} from '../delivery/schemas';
import { auditListQuerySchema, auditPageSchema } from '../admin/audit';
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  orderCancelSchema,
  orderMoveSchema,
  orderNoteSchema,
  orderShipSchema,
} from '../admin/orders';
import {
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductParamsSchema,
  adminProductSchema,
  photoListSchema,
  photoOrderSchema,
  photoParamsSchema,
  photoUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  stockAdjustResultSchema,
  stockAdjustSchema,
  stockHistoryQuerySchema,
  stockHistorySchema,
} from '../admin/products';
import {
  adminCouponSchema,
  couponActiveSchema,
  couponCreateSchema,
  couponListQuerySchema,
  couponPageSchema,
  couponParamsSchema,
  couponUpdateSchema,
} from '../admin/coupons';
import {
  synonymGroupInputSchema,
  synonymGroupListSchema,
  synonymGroupParamsSchema,
  synonymGroupSchema,
} from '../admin/synonyms';
import {
  customerDetailSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerParamsSchema,
} from '../admin/customers';
import {
  messageListQuerySchema,
  messagePageSchema,
  messageParamsSchema,
  messageReplyRequestSchema,
  messageStatusUpdateSchema,
  messageThreadSchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from '../admin/messages';
import {
  adminReviewSchema,
  reviewParamsSchema,
  reviewQueuePageSchema,
  reviewQueueQuerySchema,
  reviewStatusUpdateSchema,
} from '../admin/reviews';
import { dashboardSchema } from '../admin/dashboard';
import { goLiveChecklistSchema } from '../admin/go-live';
import {
  adminMailSchema,
  mailListQuerySchema,
  mailPageSchema,
  mailParamsSchema,
} from '../admin/mails';
import { roleGrantedSchema, setupClaimSchema, setupStatusSchema } from '../admin/setup';
import {
  invitationAcceptSchema,
  invitationListSchema,
  invitationParamsSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  staffListSchema,
  staffMemberParamsSchema,
} from '../admin/staff';
import {
  accountResponseSchema,
  accountUserSchema,
  backupCodeSchema,
  emailChangeResponseSchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  signInResponseSchema,
  totpCodeSchema,
  twoFactorDisabledSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorVerifiedSchema,
  verifyEmailQuerySchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialCallbackParamsSchema,
  socialProvidersSchema,
  socialSignInRequestSchema,
  socialSignInResponseSchema,
} from '../auth';
import { blogPostListSchema, blogPostParamsSchema, blogPostSchema } from '../blog';
import { cartLinesRequestSchema, cartMergeRequestSchema, pricedCartSchema } from '../cart';
import {
  categoryListSchema,
  collectionListParamsSchema,
  collectionListQuerySchema,
  myReviewSchema,
  savedReviewSchema,
  newReviewSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  searchResultsSchema,
  productParamsSchema,
  reviewListSchema,
  searchQuerySchema,
} from '../catalogue';
import { contactMessageResponseSchema, contactMessageSchema } from '../contact';
import { couponQuoteRequestSchema, couponQuoteSchema } from '../coupons';
import { healthResponseSchema } from '../health';
import { newsletterSubscriptionResponseSchema, newsletterSubscriptionSchema } from '../newsletter';
import {
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  orderListQuerySchema,
  orderDocumentParamsSchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '../orders';
import {
  paymentConfigSchema,
  paymentConfirmationSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
  webhookResultSchema,
} from '../payments';
import {
  adminSettingsSchema,
  publicSettingsSchema,
  settingsUpdateSchema,
} from '../settings/schemas';
import {
  adminReturnListQuerySchema,
  adminReturnPageSchema,
  adminReturnSchema,
  returnCreatedSchema,
  returnParamsSchema,
  returnPhotoParamsSchema,
  returnPhotoUploadedSchema,
  returnReceiveSchema,
  returnRefundSchema,
  returnRejectSchema,
  returnRequestSchema,
} from '../returns';
import { wishlistIdsRequestSchema, wishlistSchema } from '../wishlist';
import {
  addressBookSchema,
  addressParamsSchema,
  savedAddressInputSchema,
  savedAddressSchema,
} from '../addresses';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  personalDataSchema,
} from '../privacy';
import type { EndpointName } from './index';

/** Statuses answered with `{ error: { code, message, fields? } }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export interface EndpointContract {
  params?: z.ZodType;
  query?: z.ZodType;
  /** Headers the endpoint requires; others pass untouched. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body of each answer other than the error shape, by status (302: a redirect). */
  responses: Partial<Record<200 | 201 | 302 | 503, z.ZodType>>;
  errors: readonly ErrorStatus[];
}

/** Every write can also be answered 429 by the per-address rate limit. */
const write = [400, 429] as const;
const signedInWrite = [400, 401, 429] as const;
/**
 * The back office: 401 for a visitor and 403 for a shopper (and for staff on an owner's endpoint)
 * come before anything else; writes may be refused 400 or limited 429 too.
 */
const staffRead = [400, 401, 403] as const;
const staffWrite = [400, 401, 403, 429] as const;
/**
 * Writes the auth library answers (or the shop's routes in front of it) are also refused with 403
 * when a signed-in browser sends them from another origin, or with a callback URL elsewhere.
 */
const authWrite = [400, 403, 429] as const;
/** A staff move of an order (console: orders): the order by number, its version and details. */
const orderMove = <Body extends z.ZodType>(body: Body) => ({
  params: adminOrderParamsSchema,
  body,
  responses: { 200: adminOrderSchema },
  errors: [...staffWrite, 404, 409, 502] as const,
});
/** Answers of the auth library, relayed as they are (without tokens). */
const relayed = z.unknown();
/** Where a provider sends the shopper: a redirect to the page named at the start, with no body. */
const redirect = z.null();
/** A file sent as it is: a tax document's PDF (application/pdf). */
const pdfFile = z.string().meta({ format: 'binary', description: 'The document as a PDF' });
/** A photo sent as it is (image/webp). */
const imageFile = z.string().meta({ format: 'binary', description: 'The photo as WebP' });

export const endpointSchemas = {
  health: {
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
    errors: [500],
  },

  'auth.me': { responses: { 200: accountUserSchema }, errors: [401] },
  'auth.socialProviders': { responses: { 200: socialProvidersSchema }, errors: [] },
  'auth.signUp': {
    body: signUpRequestSchema,
    responses: { 200: accountResponseSchema },
    errors: [400, 403, 409, 429],
  },
  'auth.signIn': {
    body: signInRequestSchema,
    responses: { 200: signInResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.requestPasswordReset': {
    body: passwordResetRequestSchema,
    responses: { 200: passwordResetRequestResponseSchema },
    errors: authWrite,
  },
  'auth.resetPassword': {
    body: passwordResetSchema,
    responses: { 200: passwordResetResponseSchema },
    errors: authWrite,
  },
  /** The session and its user, or null when signed out. */
  'auth.session': { responses: { 200: relayed }, errors: [] },
  'auth.signOut': { responses: { 200: relayed }, errors: authWrite },
  'auth.socialSignIn': {
    body: socialSignInRequestSchema,
    responses: { 200: socialSignInResponseSchema },
    // 404: the provider's keys are not configured.
    errors: [400, 403, 404, 429],
  },
  'auth.socialCallback': {
    params: socialCallbackParamsSchema,
    responses: { 302: redirect },
    errors: [400],
  },
  'auth.socialCallbackPost': {
    params: socialCallbackParamsSchema,
    responses: { 302: redirect },
    errors: authWrite,
  },
  /** The auth library's own page, in HTML. */
  'auth.socialError': { responses: { 200: z.string() }, errors: [] },
  'auth.updateUser': {
    body: profileUpdateSchema,
    responses: { 200: profileUpdateResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.changePassword': {
    body: passwordChangeSchema,
    responses: { 200: passwordResetRequestResponseSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.changeEmail': {
    body: emailChangeSchema,
    responses: { 200: emailChangeResponseSchema },
    errors: [400, 401, 403, 429],
  },
  /** The link of the change-email mail: changes the email and leads to /account. */
  'auth.verifyEmail': {
    query: verifyEmailQuerySchema,
    responses: { 302: redirect },
    errors: [400, 401],
  },
  'auth.twoFactorEnable': {
    body: twoFactorPasswordSchema,
    responses: { 200: twoFactorSetupSchema },
    errors: [400, 401, 403, 409, 429],
  },
  'auth.twoFactorVerifyTotp': {
    body: totpCodeSchema,
    responses: { 200: twoFactorVerifiedSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.twoFactorVerifyBackupCode': {
    body: backupCodeSchema,
    responses: { 200: twoFactorVerifiedSchema },
    errors: [400, 401, 403, 429],
  },
  'auth.twoFactorDisable': {
    body: twoFactorPasswordSchema,
    responses: { 200: twoFactorDisabledSchema },
    errors: [400, 401, 403, 429],
  },

  'catalogue.categories': { responses: { 200: categoryListSchema }, errors: [] },
  'catalogue.products': {
    query: productListQuerySchema,
    responses: { 200: productPageSchema },
    errors: [400],
  },
  'catalogue.product': {
    params: productParamsSchema,
    responses: { 200: productDetailSchema },
    errors: [400, 404],
  },
  'catalogue.related': {
    params: productParamsSchema,
    responses: { 200: productListSchema },
    errors: [400, 404],
  },
  'catalogue.collection': {
    params: collectionListParamsSchema,
    query: collectionListQuerySchema,
    responses: { 200: productListSchema },
    errors: [400],
  },
  'catalogue.search': {
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema },
    errors: [400],
  },

  'reviews.list': {
    params: productParamsSchema,
    responses: { 200: reviewListSchema },
    errors: [400, 404],
  },
  'reviews.submit': {
    params: productParamsSchema,
    body: newReviewSchema,
    responses: { 201: savedReviewSchema },
    errors: [400, 401, 404, 409, 429],
  },
  'returns.uploadPhoto': {
    // multipart/form-data: the field file, a JPEG, PNG or WebP of at most 10 MB.
    responses: { 201: returnPhotoUploadedSchema },
    // 400 naming file (not a JPEG, PNG or WebP by its content); 413: over 10 MB; 429: too many.
    errors: [400, 401, 413, 415, 429],
  },
  'reviews.mine': {
    params: productParamsSchema,
    responses: { 200: myReviewSchema },
    errors: [400, 401, 404],
  },
  'reviews.update': {
    params: productParamsSchema,
    body: newReviewSchema,
    responses: { 200: savedReviewSchema },
    errors: [400, 401, 404, 429],
  },

  'blog.posts': { responses: { 200: blogPostListSchema }, errors: [] },
  'blog.post': {
    params: blogPostParamsSchema,
    responses: { 200: blogPostSchema },
    errors: [400, 404],
  },

  'contact.send': {
    body: contactMessageSchema,
    responses: { 201: contactMessageResponseSchema },
    errors: write,
  },
  'newsletter.subscribe': {
    body: newsletterSubscriptionSchema,
    responses: {
      200: newsletterSubscriptionResponseSchema,
      201: newsletterSubscriptionResponseSchema,
    },
    errors: write,
  },

  'cart.price': {
    body: cartLinesRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: write,
  },
  'cart.saved': { responses: { 200: pricedCartSchema }, errors: [401] },
  'cart.save': {
    body: cartLinesRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: [...signedInWrite, 422],
  },
  'cart.merge': {
    body: cartMergeRequestSchema,
    responses: { 200: pricedCartSchema },
    errors: signedInWrite,
  },
  'coupons.quote': {
    body: couponQuoteRequestSchema,
    responses: { 200: couponQuoteSchema },
    errors: write,
  },

  'wishlist.lookup': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: write,
  },
  'wishlist.saved': { responses: { 200: wishlistSchema }, errors: [401] },
  'wishlist.save': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: signedInWrite,
  },
  'wishlist.merge': {
    body: wishlistIdsRequestSchema,
    responses: { 200: wishlistSchema },
    errors: signedInWrite,
  },

  'orders.quote': {
    body: checkoutQuoteRequestSchema,
    responses: { 200: checkoutQuoteSchema },
    errors: signedInWrite,
  },
  'orders.place': {
    headers: placeOrderHeadersSchema,
    body: placeOrderRequestSchema,
    responses: { 201: placeOrderResponseSchema },
    errors: [400, 401, 409, 422, 429, 502],
  },
  'orders.list': {
    query: orderListQuerySchema,
    responses: { 200: orderListSchema },
    errors: [400, 401],
  },
  'orders.get': {
    params: orderParamsSchema,
    responses: { 200: placeOrderResponseSchema },
    errors: [400, 401, 404],
  },
  'orders.document': {
    params: orderDocumentParamsSchema,
    responses: { 200: pdfFile },
    errors: [400, 401, 404],
  },
  'orders.cancel': {
    params: orderParamsSchema,
    responses: { 200: z.object({ order: orderSchema }) },
    errors: [400, 401, 404, 409, 429, 502],
  },

  'addresses.list': { responses: { 200: addressBookSchema }, errors: [401] },
  'addresses.create': {
    body: savedAddressInputSchema,
    responses: { 201: savedAddressSchema },
    // 409: the address book is full.
    errors: [...signedInWrite, 409],
  },
  'addresses.update': {
    params: addressParamsSchema,
    body: savedAddressInputSchema,
    responses: { 200: savedAddressSchema },
    errors: [...signedInWrite, 404],
  },
  'addresses.delete': {
    params: addressParamsSchema,
    responses: { 200: addressBookSchema },
    errors: [...signedInWrite, 404],
  },
  'addresses.makeDefault': {
    params: addressParamsSchema,
    responses: { 200: addressBookSchema },
    errors: [...signedInWrite, 404],
  },
  /** A JSON attachment (Content-Disposition) with everything the shop keeps about the shopper. */
  'privacy.export': { responses: { 200: personalDataSchema }, errors: [401] },
  'privacy.deleteAccount': {
    body: deleteAccountRequestSchema,
    responses: { 200: deleteAccountResponseSchema },
    // 403: wrong password or confirmation; 409: open orders or returns, or the last owner.
    errors: [...signedInWrite, 403, 409],
  },

  'returns.request': {
    params: orderParamsSchema,
    body: returnRequestSchema,
    responses: { 201: returnCreatedSchema },
    errors: [400, 401, 404, 409, 429],
  },

  'payments.config': { responses: { 200: paymentConfigSchema }, errors: [] },
  'payments.confirm': {
    params: orderParamsSchema,
    body: paymentConfirmationSchema,
    responses: { 200: z.object({ order: orderSchema }) },
    errors: [400, 401, 404, 409, 429, 502],
  },
  'payments.webhook': {
    responses: { 200: webhookResultSchema },
    errors: [400, 429, 503],
  },
  'payments.sandboxScript': { responses: { 200: z.string() }, errors: [404] },
  'payments.sandboxPay': {
    body: sandboxPayRequestSchema,
    responses: { 200: sandboxPayResponseSchema },
    errors: [400, 401, 404, 429],
  },

  'settings.public': { responses: { 200: publicSettingsSchema }, errors: [] },
  'delivery.pin': {
    params: pinCheckParamsSchema,
    query: pinCheckQuerySchema,
    responses: { 200: deliveryQuoteSchema },
    // 404 UNKNOWN_PIN: India Post has no such PIN.
    errors: [400, 404, 429],
  },

  'admin.setup.status': { responses: { 200: setupStatusSchema }, errors: [] },
  'admin.setup.claim': {
    body: setupClaimSchema,
    responses: { 200: roleGrantedSchema },
    // 403 INVALID_SETUP_TOKEN: not the printed token; 409 OWNER_EXISTS: the shop has its owner.
    errors: [400, 401, 403, 409, 429],
  },
  'admin.invitation.accept': {
    body: invitationAcceptSchema,
    responses: { 200: roleGrantedSchema },
    // 400 INVITATION_INVALID / INVITATION_EXPIRED; 403 INVITATION_FOR_ANOTHER_EMAIL.
    errors: [400, 401, 403, 429],
  },

  'admin.staff.list': { responses: { 200: staffListSchema }, errors: staffRead },
  'admin.staff.remove': {
    params: staffMemberParamsSchema,
    responses: { 200: staffListSchema },
    // 403: yourself or an owner; 404: no staff member with this id.
    errors: [400, 401, 403, 404, 429],
  },
  'admin.staff.invitations': { responses: { 200: invitationListSchema }, errors: staffRead },
  'admin.staff.invite': {
    body: inviteRequestSchema,
    responses: { 201: inviteResponseSchema },
    // 409 ALREADY_STAFF: the address belongs to a staff member or owner.
    errors: [400, 401, 403, 409, 429],
  },
  'admin.staff.revokeInvitation': {
    params: invitationParamsSchema,
    responses: { 200: invitationListSchema },
    errors: [400, 401, 403, 404, 429],
  },

  'admin.audit.list': {
    query: auditListQuerySchema,
    responses: { 200: auditPageSchema },
    errors: staffRead,
  },

  'admin.settings.get': { responses: { 200: adminSettingsSchema }, errors: staffRead },
  'admin.settings.update': {
    body: settingsUpdateSchema,
    responses: { 200: adminSettingsSchema },
    // 409 STALE: the setting was saved since it was read.
    errors: [...staffWrite, 409],
  },

  // Console: orders
  'admin.orders.list': {
    query: adminOrderListQuerySchema,
    responses: { 200: adminOrderPageSchema },
    errors: staffRead,
  },
  'admin.orders.get': {
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderSchema },
    errors: [...staffRead, 404],
  },
  // Each move: 409 CONFLICT when the lifecycle refuses it, 409 STALE when the order changed since
  // it was read (version), 502 when a refund through the gateway fails (nothing changes).
  'admin.orders.confirm': orderMove(orderMoveSchema),
  'admin.orders.pack': orderMove(orderMoveSchema),
  'admin.orders.ship': orderMove(orderShipSchema),
  'admin.orders.deliver': orderMove(orderMoveSchema),
  'admin.orders.cancel': orderMove(orderCancelSchema),
  'admin.orders.collectCash': orderMove(orderMoveSchema),
  'admin.orders.addNote': {
    params: adminOrderParamsSchema,
    body: orderNoteSchema,
    responses: { 201: adminOrderSchema },
    errors: [...staffWrite, 404],
  },
  'admin.orders.document': {
    params: orderDocumentParamsSchema,
    responses: { 200: pdfFile },
    errors: [...staffRead, 404],
  },
  // Console: catalogue
  'admin.products.list': {
    query: adminProductListQuerySchema,
    responses: { 200: adminProductPageSchema },
    errors: staffRead,
  },
  'admin.products.get': {
    params: adminProductParamsSchema,
    responses: { 200: adminProductSchema },
    errors: [...staffRead, 404],
  },
  'admin.products.create': {
    body: productCreateSchema,
    responses: { 201: adminProductSchema },
    // 409 CONFLICT naming slug or sku: another product has it.
    errors: [...staffWrite, 409],
  },
  'admin.products.update': {
    params: adminProductParamsSchema,
    body: productUpdateSchema,
    responses: { 200: adminProductSchema },
    // 409 STALE: saved since it was read; 409 CONFLICT naming slug or sku: another product has it.
    errors: [...staffWrite, 404, 409],
  },
  'admin.products.adjustStock': {
    params: adminProductParamsSchema,
    body: stockAdjustSchema,
    responses: { 200: stockAdjustResultSchema },
    // 400 naming delta: the change would take the stock below zero.
    errors: [...staffWrite, 404],
  },
  'admin.products.stockHistory': {
    params: adminProductParamsSchema,
    query: stockHistoryQuerySchema,
    responses: { 200: stockHistorySchema },
    errors: [...staffRead, 404],
  },
  'admin.products.uploadPhoto': {
    params: adminProductParamsSchema,
    // multipart/form-data: the field alt first, then the field file.
    responses: { 201: photoListSchema },
    // 400 naming file (not a JPEG, PNG or WebP by its content) or alt; 413: over 10 MB.
    errors: [...staffWrite, 404, 413, 415],
  },
  'admin.products.reorderPhotos': {
    params: adminProductParamsSchema,
    body: photoOrderSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.products.updatePhoto': {
    params: photoParamsSchema,
    body: photoUpdateSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.products.removePhoto': {
    params: photoParamsSchema,
    responses: { 200: photoListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.coupons.list': {
    query: couponListQuerySchema,
    responses: { 200: couponPageSchema },
    errors: staffRead,
  },
  'admin.coupons.get': {
    params: couponParamsSchema,
    responses: { 200: adminCouponSchema },
    errors: [...staffRead, 404],
  },
  'admin.coupons.create': {
    body: couponCreateSchema,
    responses: { 201: adminCouponSchema },
    // 409 CONFLICT: a coupon has this code already (fields.code).
    errors: [...staffWrite, 409],
  },
  'admin.coupons.update': {
    params: couponParamsSchema,
    body: couponUpdateSchema,
    responses: { 200: adminCouponSchema },
    // 409 STALE: the coupon was saved since it was read.
    errors: [...staffWrite, 404, 409],
  },
  'admin.coupons.setActive': {
    params: couponParamsSchema,
    body: couponActiveSchema,
    responses: { 200: adminCouponSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.synonyms.list': {
    responses: { 200: synonymGroupListSchema },
    errors: staffRead,
  },
  'admin.synonyms.create': {
    body: synonymGroupInputSchema,
    responses: { 201: synonymGroupSchema },
    // 409 CONFLICT naming terms: a term is in another group.
    errors: [...staffWrite, 409],
  },
  'admin.synonyms.update': {
    params: synonymGroupParamsSchema,
    body: synonymGroupInputSchema,
    responses: { 200: synonymGroupSchema },
    // 409 CONFLICT naming terms: a term is in another group.
    errors: [...staffWrite, 404, 409],
  },
  'admin.synonyms.remove': {
    params: synonymGroupParamsSchema,
    responses: { 200: synonymGroupListSchema },
    errors: [...staffWrite, 404],
  },
  'admin.reviews.list': {
    query: reviewQueueQuerySchema,
    responses: { 200: reviewQueuePageSchema },
    errors: staffRead,
  },
  'admin.reviews.setStatus': {
    params: reviewParamsSchema,
    body: reviewStatusUpdateSchema,
    responses: { 200: adminReviewSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.messages.list': {
    query: messageListQuerySchema,
    responses: { 200: messagePageSchema },
    errors: staffRead,
  },
  'admin.messages.get': {
    params: messageParamsSchema,
    responses: { 200: messageThreadSchema },
    errors: [...staffRead, 404],
  },
  'admin.messages.setStatus': {
    params: messageParamsSchema,
    body: messageStatusUpdateSchema,
    responses: { 200: messageThreadSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.messages.reply': {
    params: messageParamsSchema,
    body: messageReplyRequestSchema,
    responses: { 201: messageThreadSchema },
    // The reply is recorded with its mail in the outbox; a mail server that is down delays it.
    errors: [...staffWrite, 404],
  },
  'admin.mails.list': {
    query: mailListQuerySchema,
    responses: { 200: mailPageSchema },
    errors: staffRead,
  },
  // Queues a failed or sent mail once more (409 while it is queued or being sent).
  'admin.mails.resend': {
    params: mailParamsSchema,
    responses: { 200: adminMailSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.subscribers.list': {
    query: subscriberListQuerySchema,
    responses: { 200: subscriberPageSchema },
    errors: staffRead,
  },
  'admin.subscribers.export': {
    query: subscriberExportQuerySchema,
    /** text/csv, as an attachment. */
    responses: { 200: z.string() },
    errors: staffRead,
  },
  'admin.customers.list': {
    query: customerListQuerySchema,
    responses: { 200: customerPageSchema },
    errors: staffRead,
  },
  'admin.customers.get': {
    params: customerParamsSchema,
    responses: { 200: customerDetailSchema },
    errors: [...staffRead, 404],
  },
  // Console: returns. Each step: 409 when the return is not at the status the step needs (another
  // staff member took it first); 502 when the gateway cannot refund (nothing changes).
  'admin.returns.list': {
    query: adminReturnListQuerySchema,
    responses: { 200: adminReturnPageSchema },
    errors: staffRead,
  },
  'admin.returns.get': {
    params: returnParamsSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffRead, 404],
  },
  'admin.returns.ofOrder': {
    params: adminOrderParamsSchema,
    responses: { 200: z.object({ items: z.array(adminReturnSchema) }) },
    errors: [...staffRead, 404],
  },
  'admin.returns.approve': {
    params: returnParamsSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.reject': {
    params: returnParamsSchema,
    body: returnRejectSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.photo': {
    params: returnPhotoParamsSchema,
    responses: { 200: imageFile },
    errors: [...staffRead, 404],
  },
  'admin.returns.receive': {
    params: returnParamsSchema,
    body: returnReceiveSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.returns.refund': {
    params: returnParamsSchema,
    body: returnRefundSchema,
    responses: { 200: adminReturnSchema },
    errors: [...staffWrite, 404, 409, 502],
  },
  // Console: dashboard
  'admin.dashboard.get': { responses: { 200: dashboardSchema }, errors: staffRead },
  'admin.dashboard.goLive': { responses: { 200: goLiveChecklistSchema }, errors: staffRead },
} as const satisfies { [N in EndpointName]: EndpointContract };

export type EndpointSchemas = typeof endpointSchemas;
