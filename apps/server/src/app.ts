import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAuth } from './features/auth/auth';
import { resolveAuthSecret } from './features/auth/auth-secret';
import { authRoutes } from './features/auth/auth.routes';
import { createSessionGuard } from './features/auth/session';
import { blogPages } from './features/blog/blog.pages';
import { cartRoutes } from './features/cart/cart.routes';
import { createCartService } from './features/cart/cart.service';
import { blogRoutes } from './features/blog/blog.routes';
import { createBlogService } from './features/blog/blog.service';
import { catalogueProductPages } from './features/catalogue/catalogue.pages';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { createCatalogueService } from './features/catalogue/catalogue.service';
import { contactRoutes } from './features/contact/contact.routes';
import { couponRoutes } from './features/coupons/coupons.routes';
import { createCouponService } from './features/coupons/coupons.service';
import { healthRoutes } from './features/health/health.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { createReviewService } from './features/reviews/reviews.service';
import { createWishlistService } from './features/wishlist/wishlist.service';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { orderRoutes } from './features/orders/orders.routes';
import { createOrderService } from './features/orders/orders.service';
import { schedulePaymentExpiry } from './features/orders/payment-expiry';
import { paymentRoutes } from './features/payments/payments.routes';
import { createPaymentService } from './features/payments/payments.service';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createPaymentGateway, type PaymentGateway } from './integrations/razorpay';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { answerRouterError, refuseNulCharacters, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when configured, else the outbox under DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to Razorpay when its keys are configured, else the built-in sandbox. */
  paymentGateway?: PaymentGateway;
}

/** Builds the whole application without listening; tests drive it with `inject`. */
export async function buildApp({ config, database, logger, mailer, paymentGateway }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerRateLimits(app, config);
  await registerOpenApi(app);

  const { db } = database;
  const mail = mailer ?? createMailer(config);
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ config, db, mail, secret });
  const sessions = createSessionGuard(auth);
  const blog = createBlogService(db);
  const coupons = createCouponService(db);
  const cart = createCartService(db);
  const wishlist = createWishlistService(db);
  const catalogue = createCatalogueService(db);
  const reviews = createReviewService(db);
  const gateway = paymentGateway ?? createPaymentGateway(config, secret);
  if (gateway.provider === 'sandbox') {
    app.log.warn(
      'Payments run in the built-in sandbox: no money is taken. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
    );
  }
  const orders = createOrderService({
    db,
    coupons,
    gateway,
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const payments = createPaymentService({ gateway, orders });

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api', auth, sessions, config });
  await app.register(contactRoutes, { prefix: '/api', db, mailer: mail });
  await app.register(newsletterRoutes, { prefix: '/api', db });
  await app.register(blogRoutes, { prefix: '/api', blog });
  await app.register(couponRoutes, { prefix: '/api', db, coupons, sessions });
  await app.register(cartRoutes, { prefix: '/api', cart, sessions });
  await app.register(wishlistRoutes, { prefix: '/api', wishlist, sessions });
  await app.register(catalogueRoutes, { prefix: '/api', catalogue });
  await app.register(reviewRoutes, { prefix: '/api', reviews });
  await app.register(orderRoutes, { prefix: '/api', orders, sessions });
  await app.register(paymentRoutes, { prefix: '/api', gateway, payments, orders, sessions });
  schedulePaymentExpiry(app, orders);

  await registerWebApp(app, {
    config,
    distDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
    pages: [blogPages(blog), catalogueProductPages(catalogue, config.publicUrl)],
  });

  return app;
}
