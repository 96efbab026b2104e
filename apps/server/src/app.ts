import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { addressRoutes, createAddressService } from './features/addresses';
import { privacyRoutes, createPrivacyService } from './features/privacy';
import { auditAdminRoutes, createAuditLog } from './features/audit';
import {
  createAuth,
  resolveAuthSecret,
  authRoutes,
  createRoleRepository,
  createSessionCache,
  type SessionCache,
} from './features/auth';
import { createSessionGuard, type SessionUser } from './plugins/session';
import { blogPages, blogRoutes, createBlogService } from './features/blog';
import { cartRoutes, createCartService } from './features/cart';
import { customerAdminRoutes, createCustomerService } from './features/customers';
import {
  catalogueProductPages,
  catalogueRoutes,
  createCatalogueCache,
  type CatalogueCache,
  createCatalogueService,
  synonymAdminRoutes,
  createSynonymAdmin,
} from './features/catalogue';
import { createInventory } from './features/inventory';
import {
  photoFiles,
  createProductPhotos,
  productAdminRoutes,
  createProductAdminService,
} from './features/products';
import {
  contactAdminRoutes,
  createContactInbox,
  contactRoutes,
  createContactService,
} from './features/contact';
import {
  couponAdminRoutes,
  createCouponAdmin,
  couponRoutes,
  createCouponService,
} from './features/coupons';
import { healthRoutes, createHealthService } from './features/health';
import { createTaxDocuments, invoiceAdminRoutes, invoiceRoutes } from './features/invoices';
import {
  newsletterAdminRoutes,
  createSubscriberList,
  newsletterRoutes,
  createNewsletterService,
} from './features/newsletter';
import {
  reviewAdminRoutes,
  createReviewQueue,
  reviewRoutes,
  createReviewService,
} from './features/reviews';
import {
  dashboardAdminRoutes,
  createDashboardService,
  createGoLiveChecklist,
} from './features/dashboard';
import {
  settingsAdminRoutes,
  settingsRoutes,
  createSettingsService,
  SETTINGS_TOPIC,
} from './features/settings';
import {
  createInvitations,
  createOwnerSetup,
  staffAdminRoutes,
  staffRoutes,
  createStaffService,
} from './features/staff';
import { deliveryRoutes, createDeliveryService, indiaPostDirectory } from './features/delivery';
import { createWishlistService, wishlistRoutes } from './features/wishlist';
import {
  createOrderActions,
  createOrderConsole,
  createOrderGoods,
  createOrderLifecycle,
  createOrderNotices,
  createOrderPlacement,
  ordersAdminRoutes,
  orderRoutes,
  createOrderService,
  createPaymentExpiry,
  schedulePaymentExpiry,
  type PaymentExpiry,
} from './features/orders';
import {
  createGatewayOrders,
  createPaymentRecording,
  paymentRoutes,
  createPaymentService,
  createRefunds,
} from './features/payments';
import {
  returnsAdminRoutes,
  returnRoutes,
  createReturns,
  createReturnPhotos,
} from './features/returns';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import {
  mailAdminRoutes,
  createMailConsole,
  createMailWorker,
  createOutbox,
  type MailAttachmentResolver,
  type MailWorker,
  type Outbox,
} from './features/mail';
import { createPaymentGateway, type PaymentGateway } from './integrations/razorpay';
import { createLocalChangeFeed, createPostgresChangeFeed } from './lib/change-feed';
import { privateLogger } from './lib/log-privacy';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { guardAdminRoutes } from './plugins/admin';
import { answerRouterError, refuseNulCharacters, registerErrorHandling } from './plugins/errors';
import { registerCrossSiteChecks } from './plugins/cross-site';
import { COMPRESS_THRESHOLD_BYTES, registerHttpCache } from './plugins/http-cache';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { AccessLog, registerRequestIdHeader } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { PAGE_CACHE_ENTRIES, registerWebApp } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when configured, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to Razorpay when its keys are configured, else the built-in sandbox. */
  paymentGateway?: PaymentGateway;
  /** Turns a mail's attachment references into files when the mail is sent. */
  resolveAttachment?: MailAttachmentResolver;
  /** The mail worker's timing (tests shorten the claim, or drive the clock). */
  mailWorker?: { pollMs?: number; leaseMs?: number; clock?: () => Date };
  /** Where the default logger writes (standard output unless given): tests read it. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's mails; started when the app is ready, stopped when it closes. */
    mailWorker: MailWorker;
    /** Where every mail is written, in the transaction of the change that causes it. */
    outbox: Outbox;
    /** Shoppers' catalogue and blog reads; a change made outside the app announces itself here. */
    catalogueCache: CatalogueCache;
    /** Sessions read lately; a change of sessions made outside the app announces itself here. */
    sessionCache: SessionCache<SessionUser>;
    /** Releases the unpaid orders whose payment window has closed; run on a timer (tests call it). */
    paymentExpiry: PaymentExpiry;
  }
}

/** On PostgreSQL, every instance hears every change; on the embedded database, one process does. */
async function openChangeFeed(database: DatabaseHandle, log: FastifyBaseLogger) {
  return database.engine === 'postgres' && database.url
    ? createPostgresChangeFeed({ url: database.url, log })
    : createLocalChangeFeed();
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client connecting directly), so
 * a count is given as a function: the last N addresses are proxies, the one before them the client.
 */
function proxyTrust(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole application without listening; tests drive it with `inject`. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
  paymentGateway,
  resolveAttachment,
  mailWorker: mailWorkerOptions,
  logStream,
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      ...privateLogger(config.logLevel),
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One access-log line per request instead of Fastify's two.
    logController: new AccessLog(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every answer carries them, a request refused by a later hook too.
  registerSecurityHeaders(app, config);
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  registerCrossSiteChecks(app, config);
  // Before compression: the ETag is the JSON's.
  registerHttpCache(app);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await registerRateLimits(app, config, database);
  await registerOpenApi(app);

  const { db } = database;
  const mail = mailer ?? createMailer(config);
  const secret = await resolveAuthSecret(config, database);
  const audit = createAuditLog(db);
  // Caches (settings, the catalogue) are dropped on every instance when their data changes.
  const changes = await openChangeFeed(database, app.log);
  app.addHook('onClose', () => changes.close());
  const settings = createSettingsService({ db, audit, log: app.log, changes });
  // Tax invoices and credit notes: issued in the ship (and refund) transactions, attached to the
  // mails about them when those are sent.
  const documents = createTaxDocuments({ db, seller: (tx) => settings.getIn(tx, 'seller') });
  // Every mail goes through the outbox: written with the change that causes it, sent by the worker.
  const mailWorker = createMailWorker({
    db,
    mailer: mail,
    log: app.log,
    resolveAttachment: resolveAttachment ?? documents.resolveAttachment,
    ...mailWorkerOptions,
  });
  const outbox = createOutbox({ poke: () => mailWorker.poke() });
  app.decorate('mailWorker', mailWorker);
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => mailWorker.start());
  app.addHook('onClose', async () => mailWorker.stop());
  const business = () => settings.get('business');
  const auth = createAuth({ config, db, outbox, business, secret });
  // Sessions read once per few seconds, dropped on every instance by anything that ends one.
  const sessionCache = createSessionCache<SessionUser>({ changes, log: app.log });
  app.decorate('sessionCache', sessionCache);
  const sessions = createSessionGuard(auth, createRoleRepository(db), sessionCache);
  const setup = createOwnerSetup({ db, audit });
  const staff = createStaffService({ db, audit, sessionsChanged: sessions.sessionsChanged });
  const invitations = createInvitations({
    db,
    audit,
    outbox,
    settings,
    publicUrl: config.publicUrl,
  });
  const health = createHealthService(database);
  const contact = createContactService({ db, outbox, settings });
  const newsletter = createNewsletterService(db);
  // Shoppers' catalogue and blog reads, from memory until something they show changes.
  const catalogueCache = createCatalogueCache({ changes, log: app.log });
  app.decorate('catalogueCache', catalogueCache);
  const blog = createBlogService(db, catalogueCache);
  const coupons = createCouponService(db);
  const cart = createCartService(db, () => settings.get('orderLimits'));
  const wishlist = createWishlistService(db);
  const catalogue = createCatalogueService(db, catalogueCache);
  const inventory = createInventory({ catalogue: catalogueCache });
  const productAdmin = createProductAdminService({
    db,
    audit,
    inventory,
    catalogue: catalogueCache,
  });
  const photos = createProductPhotos({
    db,
    audit,
    dataDir: config.dataDir,
    catalogue: catalogueCache,
  });
  const reviews = createReviewService(db, catalogueCache);
  const synonyms = createSynonymAdmin({ db, audit, catalogue: catalogueCache });
  // The console's coupons, reviews, messages, subscribers and customers.
  const couponAdmin = createCouponAdmin({ db, audit });
  const reviewQueue = createReviewQueue({ db, audit, catalogue: catalogueCache });
  const inbox = createContactInbox({ db, audit, outbox, settings });
  const subscribers = createSubscriberList(db);
  const customers = createCustomerService(db);
  const gateway = paymentGateway ?? createPaymentGateway(config, secret);
  if (gateway.provider === 'sandbox') {
    app.log.warn(
      'Payments run in the built-in sandbox: no money is taken. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
    );
  }
  // Orders and payments, from the bottom up: each piece needs only the ones above it.
  const gatewayOrders = createGatewayOrders({ db, gateway });
  const refunds = createRefunds({ gateway, log: app.log });
  const goods = createOrderGoods({ inventory, coupons });
  const notices = createOrderNotices({
    outbox,
    publicUrl: config.publicUrl,
    business,
    refundsCompleteAtOnce: gateway.refundsCompleteAtOnce,
    log: app.log,
  });
  const lifecycle = createOrderLifecycle({
    db,
    goods,
    refunds,
    notices,
    audit,
    invoices: documents,
    carts: cart,
  });
  const paymentRecording = createPaymentRecording({
    db,
    gateway,
    lifecycle,
    notices,
    log: app.log,
  });
  const delivery = createDeliveryService({
    directory: indiaPostDirectory,
    settings: () => settings.get('delivery'),
    seller: () => settings.get('seller'),
  });
  const placement = createOrderPlacement({
    db,
    coupons,
    inventory,
    goods,
    gatewayOrders,
    notices,
    limits: () => settings.get('orderLimits'),
    delivery,
    log: app.log,
  });
  // Returns: a refunded return's credit note is one of the invoices' tax documents.
  const returns = createReturns({
    db,
    inventory,
    refunds,
    audit,
    creditNotes: documents,
    outbox,
    publicUrl: config.publicUrl,
    business,
  });
  const returnPhotos = createReturnPhotos({ db, dataDir: config.dataDir });
  const orders = createOrderService({ db, gatewayOrders, returns });
  const orderActions = createOrderActions({ lifecycle });
  const orderConsole = createOrderConsole({ db, audit });
  const paymentExpiry = createPaymentExpiry({ db, lifecycle, payments: paymentRecording });
  app.decorate('paymentExpiry', paymentExpiry);
  const addresses = createAddressService({ db, checkPlace: delivery.placeOf });
  const privacy = createPrivacyService({
    db,
    audit,
    sessionsChanged: sessions.sessionsChanged,
    verifyPassword: async (hash, password) =>
      (await auth.$context).password.verify({ hash, password }),
  });
  const payments = createPaymentService({
    gateway,
    orders,
    gatewayOrders,
    recording: paymentRecording,
  });

  await app.register(healthRoutes, { health });
  await app.register(authRoutes, { auth, sessions, config });
  await app.register(contactRoutes, { contact });
  await app.register(newsletterRoutes, { newsletter });
  await app.register(blogRoutes, { blog });
  await app.register(couponRoutes, { coupons, sessions });
  await app.register(cartRoutes, { cart, sessions });
  await app.register(wishlistRoutes, { wishlist, sessions });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(photoFiles, { directory: photos.directory });
  await app.register(reviewRoutes, { reviews, sessions });
  await app.register(addressRoutes, { addresses, sessions });
  await app.register(privacyRoutes, { privacy, sessions });
  await app.register(orderRoutes, {
    placement,
    orders,
    actions: orderActions,
    sessions,
    addresses,
  });
  await app.register(invoiceRoutes, { documents, sessions });
  await app.register(paymentRoutes, { gateway, payments, sessions });
  await app.register(returnRoutes, { returns, photos: returnPhotos, sessions });
  await app.register(settingsRoutes, { settings });
  await app.register(deliveryRoutes, { delivery });
  await app.register(staffRoutes, { setup, invitations, sessions });
  schedulePaymentExpiry(app, paymentExpiry, config.paymentExpiryIntervalMs);

  // The back office: every admin routes plugin registers here, behind the one staff guard.
  await app.register(async (admin) => {
    guardAdminRoutes(admin, sessions);
    await admin.register(settingsAdminRoutes, { settings });
    await admin.register(staffAdminRoutes, { staff, invitations });
    await admin.register(auditAdminRoutes, { audit });
    await admin.register(ordersAdminRoutes, { console: orderConsole, actions: orderActions });
    await admin.register(invoiceAdminRoutes, { documents });
    await admin.register(productAdminRoutes, { products: productAdmin, photos });
    await admin.register(synonymAdminRoutes, { synonyms });
    await admin.register(couponAdminRoutes, { couponAdmin });
    await admin.register(reviewAdminRoutes, { reviewQueue });
    await admin.register(contactAdminRoutes, { inbox });
    await admin.register(newsletterAdminRoutes, { subscribers });
    await admin.register(customerAdminRoutes, { customers });
    await admin.register(mailAdminRoutes, {
      mails: createMailConsole({ db, audit, onRequeued: () => mailWorker.poke() }),
    });
    await admin.register(returnsAdminRoutes, { returns, photos: returnPhotos });
    await admin.register(dashboardAdminRoutes, {
      dashboard: createDashboardService({ db }),
      goLive: createGoLiveChecklist({ db, settings, config }),
    });
  });

  await registerWebApp(app, {
    config,
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    pages: [blogPages(blog), catalogueProductPages(catalogue, config.publicUrl)],
    publicSettings: () => settings.publicSettings(),
    // Rendered pages show the catalogue and the business details.
    pageCache: createCatalogueCache({
      changes,
      log: app.log,
      maxEntries: PAGE_CACHE_ENTRIES,
      alsoDroppedOn: [SETTINGS_TOPIC],
    }),
  });

  return app;
}
