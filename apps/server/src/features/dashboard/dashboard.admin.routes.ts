import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint-route';
import type { DashboardService } from './dashboard.service';
import type { GoLiveChecklistService } from './go-live';

export const dashboardAdminRoutes: FastifyPluginAsync<{
  dashboard: DashboardService;
  goLive: GoLiveChecklistService;
}> = async (app, { dashboard, goLive }) => {
  route(
    app,
    'admin.dashboard.get',
    {
      summary: 'Sales, orders waiting, COD vs online and low stock (staff)',
      description:
        'Revenue (paise) and order count for today, the last 7 and 30 days on India’s calendar, today included; sales by day for 30 days; the same 30 days by payment method; orders not yet delivered or cancelled by status; products at or below the low-stock threshold. Sales are orders placed that are neither cancelled (by anyone, or unpaid in time) nor still awaiting their online payment.',
    },
    async () => {
      return dashboard.get();
    },
  );

  route(
    app,
    'admin.dashboard.goLive',
    {
      summary: 'The go-live checklist (staff)',
      description:
        'What a shop needs before its first real order, each item { key, label, done, detail, link } as the server finds it: seller and GST details (not the placeholder), business contact and delivery rules (saved), payments (Razorpay keys, or PAYMENTS_SANDBOX=true chosen), mail (SMTP_URL), a staff account with two-factor sign-in, and a first backup (which the shop cannot record yet, so it stays open). complete is true once every item is done.',
    },
    async () => {
      return goLive.get();
    },
  );
};
