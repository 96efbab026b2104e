import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { DashboardService } from './dashboard.service';

export const dashboardAdminRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  route(
    app,
    'admin.dashboard.get',
    {
      summary: 'Sales, orders waiting, COD vs online and low stock (staff)',
      description:
        'Revenue (paise) and order count for today, the last 7 and 30 days on India’s calendar, today included; sales by day for 30 days; the same 30 days by payment method; orders not yet delivered or cancelled by status; products at or below the low-stock threshold. Sales are orders placed that are neither cancelled (by anyone, or unpaid in time) nor still awaiting their online payment.',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard.get();
    },
  );
};
