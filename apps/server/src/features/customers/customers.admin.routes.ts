import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { CustomerService } from './customers.service';

/** The console's customers: list and detail. */
export const customerAdminRoutes: FastifyPluginAsync<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  route(
    app,
    'admin.customers.list',
    {
      summary: 'Customers, newest first, with order count and total spent',
      description:
        'Every account. Search by part of the name or email (q). totalSpent (paise) sums orders that are not cancelled and not awaiting an online payment. Pages of up to 100; pass nextCursor as cursor.',
    },
    async (request) => {
      return customers.list(request.query);
    },
  );

  route(
    app,
    'admin.customers.get',
    {
      summary: 'A customer with their orders',
      description: 'Their latest 100 orders, newest first; the totals count every order.',
    },
    async (request) => {
      return customers.get(request.params.id);
    },
  );
};
