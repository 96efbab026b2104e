import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import { signedInStaff } from '../../plugins/session';
import type { CouponAdmin } from './coupons.admin.service';

/** The console's coupons: list with usage, create, edit, disable. */
export const couponAdminRoutes: FastifyPluginAsync<{ couponAdmin: CouponAdmin }> = async (
  app,
  { couponAdmin },
) => {
  route(
    app,
    'admin.coupons.list',
    {
      summary: 'Coupons, newest first, with how often each was used',
      description:
        'Search by code (q) and filter by status (active or disabled). timesUsed counts orders that used the coupon (a cancelled order gives its use back); shoppers counts different shoppers among them. Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return couponAdmin.list(request.query);
    },
  );

  route(app, 'admin.coupons.get', { summary: 'One coupon with its use' }, async (request) => {
    return couponAdmin.get(request.params.code);
  });

  route(
    app,
    'admin.coupons.create',
    {
      summary: 'Create a coupon',
      description:
        'percent (value 1–100) or flat (value in paise); minOrder and maxDiscount in paise; startsAt (included) and endsAt (excluded); usageLimit across all shoppers and perShopperLimit per shopper (null: no limit). The shop applies every rule at the cart and when an order is placed. 409 when the code is taken.',
    },
    async (request, reply) =>
      reply.code(201).send(await couponAdmin.create(signedInStaff(request), request.body)),
  );

  route(
    app,
    'admin.coupons.update',
    {
      summary: 'Save a coupon’s rules',
      description:
        'Every rule, with the updatedAt the editor read: 409 STALE when the coupon was saved since. The code cannot change (orders keep it).',
    },
    async (request) =>
      couponAdmin.update(signedInStaff(request), request.params.code, request.body),
  );

  route(
    app,
    'admin.coupons.setActive',
    {
      summary: 'Disable or enable a coupon',
      description:
        'A disabled coupon is refused at the cart and at checkout ("This coupon code is not valid."); orders that used it keep their discount. 409 STALE as for saving.',
    },
    async (request) =>
      couponAdmin.setActive(signedInStaff(request), request.params.code, request.body),
  );
};
