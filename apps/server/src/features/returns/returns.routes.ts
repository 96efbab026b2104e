import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { SessionGuard } from '../auth/session';
import { signedInUser } from '../auth/session';
import type { Returns } from './returns.service';

/** The shopper asks to return items of a delivered order. */
export const returnRoutes: FastifyPluginAsync<{
  returns: Returns;
  sessions: SessionGuard;
}> = async (app, { returns, sessions }) => {
  route(
    app,
    'returns.request',
    {
      summary: 'Ask to return items of one of the shopper’s delivered orders',
      description:
        'Within the return window (RETURN_WINDOW_DAYS after the day of delivery, India’s calendar): lines by order item position and quantity, no more than delivered less what is already in a return that was not rejected. Cash-on-delivery orders also give refundTo (UPI ID, or bank account + IFSC + holder). Another shopper’s order is 404; an undelivered order or a closed window 409.',
      preHandler: sessions.requireUser,
    },
    async (request, reply) =>
      reply.code(201).send({
        return: await returns.request(signedInUser(request), request.params.number, request.body),
      }),
  );
};
