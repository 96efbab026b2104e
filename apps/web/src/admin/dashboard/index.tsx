import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import type { Dashboard, SalesFigures } from '@terracraft/shared/dashboard';
import { formatCalendarDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api-client';
import { useConsoleUser } from '../auth/console-user';
import { ConsolePage, Panel } from '../components/console-page';
import { StatusBadge } from '../components/status-badge';
import { adminKeys } from '../query-keys';
import { GoLiveChecklist } from './go-live-checklist';

/** The chart library comes with the chart, after the figures. */
const SalesChart = lazy(() => import('./sales-chart'));

/** One minute: the dashboard is a glance, not a live feed; it reloads on focus too. */
const REFRESH_MS = 60_000;

export default function DashboardArea() {
  return (
    <Switch>
      <Route path={adminPaths.home}>
        <DashboardPage />
      </Route>
    </Switch>
  );
}

function DashboardPage() {
  const { user } = useConsoleUser();
  const dashboard = useQuery({
    queryKey: adminKeys.other('dashboard'),
    queryFn: ({ signal }) => api('admin.dashboard.get', { signal }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <ConsolePage
      title="Dashboard"
      description={`Welcome, ${user.name || user.email}. Sales count orders placed, less those cancelled or still awaiting online payment; days are India's.`}
    >
      <div className="grid gap-6">
        <GoLiveChecklist />
        {dashboard.data ? (
          <DashboardFigures data={dashboard.data} />
        ) : dashboard.error ? (
          <QueryError
            error={dashboard.error}
            what="the dashboard"
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <Spinner label="Loading the dashboard" />
        )}
      </div>
    </ConsolePage>
  );
}

function DashboardFigures({ data }: { data: Dashboard }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="sales-title">
        <h2 id="sales-title" className="sr-only">
          Sales
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <SalesCard title="Today" figures={data.sales.today} />
          <SalesCard title="Last 7 days" figures={data.sales.last7Days} />
          <SalesCard title="Last 30 days" figures={data.sales.last30Days} />
        </ul>
      </section>

      <Panel title="Sales by day">
        <Suspense fallback={<div className="h-[260px]" />}>
          <SalesChart days={data.salesByDay} />
        </Suspense>
        <details className="mt-3 text-sm text-clay-700">
          <summary className="cursor-pointer font-medium">Sales by day as a table</summary>
          <SalesTable days={data.salesByDay} />
        </details>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Orders waiting">
          <ul className="divide-y divide-clay-100">
            {data.waiting.map(({ status, label, count }) => (
              <li key={status} className="flex items-center justify-between py-2">
                <span className="text-clay-800">{label}</span>
                <span className="text-lg font-semibold text-clay-900">{count}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="COD vs online (30 days)">
          <PaymentSplit split={data.paymentSplit} />
        </Panel>
        <Panel title="Low stock">
          <LowStock lowStock={data.lowStock} />
        </Panel>
      </div>
    </div>
  );
}

function SalesCard({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-clay-100">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-clay-600">{title}</h3>
      <p className="mt-2 text-3xl font-semibold text-clay-900">{formatInr(figures.revenue)}</p>
      <p className="mt-1 text-sm text-clay-700">
        {figures.orders} {figures.orders === 1 ? 'order' : 'orders'}
      </p>
    </li>
  );
}

function SalesTable({ days }: { days: Dashboard['salesByDay'] }) {
  return (
    <table className="mt-2 w-full text-left">
      <thead>
        <tr className="text-clay-600">
          <th scope="col" className="py-1 font-semibold">
            Day
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Orders
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.day} className="border-t border-clay-100">
            <th scope="row" className="py-1 font-normal">
              {formatCalendarDate(day.day)}
            </th>
            <td className="py-1 text-right">{day.orders}</td>
            <td className="py-1 text-right">{formatInr(day.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentSplit({ split }: { split: Dashboard['paymentSplit'] }) {
  const total = split.cod.revenue + split.online.revenue;
  const codShare = total > 0 ? Math.round((split.cod.revenue / total) * 100) : 0;
  const rows = [
    { label: 'Cash on delivery', figures: split.cod, share: codShare },
    { label: 'Online', figures: split.online, share: total > 0 ? 100 - codShare : 0 },
  ];
  return (
    <div>
      <div
        className="flex h-3 overflow-hidden rounded-full bg-clay-100"
        role="img"
        aria-label={`Cash on delivery ${rows[0]!.share}%, online ${rows[1]!.share}% of revenue`}
      >
        <span className="bg-clay-600" style={{ width: `${rows[0]!.share}%` }} />
        <span className="bg-terracotta" style={{ width: `${rows[1]!.share}%` }} />
      </div>
      <dl className="mt-4 grid gap-3">
        {rows.map(({ label, figures, share }) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="text-clay-800">{label}</dt>
            <dd className="text-right">
              <span className="font-semibold text-clay-900">{formatInr(figures.revenue)}</span>
              <span className="block text-xs text-clay-600">
                {figures.orders} {figures.orders === 1 ? 'order' : 'orders'} · {share}%
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function LowStock({ lowStock }: { lowStock: Dashboard['lowStock'] }) {
  if (lowStock.count === 0) {
    return <p className="text-clay-700">No product is at or below its low-stock level.</p>;
  }
  return (
    <>
      <p className="mb-2 text-sm text-clay-700">
        {lowStock.count === 1
          ? '1 product is at or below its low-stock level'
          : `${lowStock.count} products are at or below their low-stock level`}
        {lowStock.count > lowStock.items.length ? `; the lowest ${lowStock.items.length}:` : ':'}
      </p>
      <ul className="divide-y divide-clay-100">
        {lowStock.items.map((item) => (
          <li key={item.slug} className="flex items-center justify-between gap-3 py-2">
            <span className="text-clay-800">{item.name}</span>
            <StatusBadge tone={item.stock === 0 ? 'danger' : 'warning'}>
              {item.stock === 0 ? 'Out of stock' : `${item.stock} left (low at ${item.threshold})`}
            </StatusBadge>
          </li>
        ))}
      </ul>
    </>
  );
}
