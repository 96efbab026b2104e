import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { SessionGuard } from '../../plugins/session';
import type { CouponService } from './coupons.service';

export const couponRoutes: FastifyPluginAsync<{
  coupons: CouponService;
  sessions: SessionGuard;
}> = async (app, { coupons, sessions }) => {
  route(
    app,
    'coupons.quote',
    {
      summary: 'What a coupon takes off these cart lines, at current prices',
      description:
        'Answers 400 with code COUPON_NOT_APPLICABLE and the reason when the coupon does not apply. Per-shopper limits are checked when signed in.',
      preHandler: sessions.loadUser,
    },
    async (request) =>
      coupons.quoteForCart({
        code: request.body.code,
        items: request.body.items,
        userId: request.user?.id,
      }),
  );
};
