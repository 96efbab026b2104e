import { couponQuoteRequestSchema, couponQuoteSchema } from '@terracraft/shared/coupons';
import { errorResponseSchema } from '@terracraft/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SessionGuard } from '../auth/session';
import { priceCart } from '../pricing/pricing.service';
import type { CouponService } from './coupons.service';

export const couponRoutes: FastifyPluginAsyncZod<{
  db: Database;
  coupons: CouponService;
  sessions: SessionGuard;
}> = async (app, { db, coupons, sessions }) => {
  app.post(
    '/coupons/quote',
    {
      schema: {
        tags: ['coupons'],
        summary: 'What a coupon takes off these cart lines, at current prices',
        description:
          'Answers 400 with code COUPON_NOT_APPLICABLE and the reason when the coupon does not apply. Per-shopper limits are checked when signed in.',
        body: couponQuoteRequestSchema,
        response: { 200: couponQuoteSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      preHandler: sessions.loadUser,
    },
    async (request) => {
      const { subtotal } = await priceCart(db, request.body.items);
      const quote = await coupons.quote({
        code: request.body.code,
        subtotal,
        userId: request.user?.id,
      });
      return { ...quote, subtotal };
    },
  );
};
