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
import { createAddressService, registerAddresses } from './features/addresses';
import { createAuditLog, registerAudit } from './features/audit';
import {
  createAuth,
  createRoleRepository,
  createSessionCache,
  registerAuth,
  resolveAuthSecret,
  type SessionCache,
} from './features/auth';
import { registerBlog } from './features/blog';
import { createCartService, registerCart } from './features/cart';
import { createCatalogueCache, registerCatalogue, type CatalogueCache } from './features/catalogue';
import { registerContact } from './features/contact';
import { createCouponService, registerCoupons } from './features/coupons';
import { registerCustomers } from './features/customers';
import { registerDashboard } from './features/dashboard';
import { createDeliveryService, indiaPostDirectory, registerDelivery } from './features/delivery';
import { registerHealth } from './features/health';
import { createInventory } from './features/inventory';
import { createTaxDocuments, registerInvoices } from './features/invoices';
import { registerNewsletter } from './features/newsletter';
import {
  createOrderGoods,
  createOrderLifecycle,
  createOrderNotices,
  createOrderService,
  createPaymentExpiry,
  registerOrders,
  schedulePaymentExpiry,
  type PaymentExpiry,
} from './features/orders';
import {
  createGatewayOrders,
  createPaymentRecording,
  createRefunds,
  registerPayments,
} from './features/payments';
import { registerPrivacy } from './features/privacy';
import { registerProducts } from './features/products';
import { createReturns, registerReturns } from './features/returns';
import { registerReviews } from './features/reviews';
import { createSettingsService, registerSettings, SETTINGS_TOPIC } from './features/settings';
import { registerStaff } from './features/staff';
import { registerWishlist } from './features/wishlist';
import type { FeatureParts, RegisterFeature } from './lib/feature';
import { createSessionGuard, type SessionUser } from './plugins/session';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import {
  createMailWorker,
  createOutbox,
  registerMail,
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

interface AppOptions {
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

  // What more than one feature uses is built here; what only one feature's routes use, that
  // feature builds in its register.

  // Shoppers' catalogue and blog reads, from memory until something they show changes.
  const catalogueCache = createCatalogueCache({ changes, log: app.log });
  app.decorate('catalogueCache', catalogueCache);
  const coupons = createCouponService(db);
  const cart = createCartService(db, () => settings.get('orderLimits'));
  const inventory = createInventory({ catalogue: catalogueCache });
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
  const orders = createOrderService({ db, gatewayOrders, returns });
  const paymentExpiry = createPaymentExpiry({ db, lifecycle, payments: paymentRecording });
  app.decorate('paymentExpiry', paymentExpiry);
  const addresses = createAddressService({ db, checkPlace: delivery.placeOf });
  const deps = {
    config,
    database,
    db,
    audit,
    settings,
    outbox,
    mailWorker,
    documents,
    auth,
    sessions,
    catalogueCache,
    coupons,
    cart,
    inventory,
    gateway,
    gatewayOrders,
    goods,
    notices,
    lifecycle,
    paymentRecording,
    delivery,
    returns,
    orders,
    addresses,
  };

  // Every feature, in the order their shopper routes register; their console routes follow in
  // the same order, behind the staff guard.
  const features: RegisterFeature<typeof deps>[] = [
    registerHealth,
    registerAuth,
    registerContact,
    registerNewsletter,
    registerBlog,
    registerCoupons,
    registerCart,
    registerWishlist,
    registerCatalogue,
    registerProducts,
    registerReviews,
    registerAddresses,
    registerPrivacy,
    registerOrders,
    registerInvoices,
    registerPayments,
    registerReturns,
    registerSettings,
    registerDelivery,
    registerStaff,
    registerAudit,
    registerCustomers,
    registerMail,
    registerDashboard,
  ];
  const parts: FeatureParts[] = [];
  for (const register of features) parts.push(await register(app, deps));
  schedulePaymentExpiry(app, paymentExpiry, config.paymentExpiryIntervalMs);

  // The back office: every feature's console routes register here, behind the one staff guard.
  await app.register(async (admin) => {
    guardAdminRoutes(admin, sessions);
    for (const { console: consoleRoutes } of parts) await consoleRoutes?.(admin);
  });

  await registerWebApp(app, {
    config,
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    pages: parts.flatMap((part) => part.pages ?? []),
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
