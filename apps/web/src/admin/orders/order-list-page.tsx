import type { AdminOrderSummary } from '@terracraft/shared/orders/admin';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import {
  ORDER_STAGES,
  ORDER_STAGE_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderStage,
  type PaymentMethod,
  type PaymentStatus,
} from '@terracraft/shared/orders';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { indiaDayRange } from '../components/date-range';
import { DateRangeFilter, SearchFilter, SelectFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';
import { OrderStageBadge, PaymentStatusBadge } from './order-badges';

const FILTERS = {
  status: '',
  paymentMethod: '',
  paymentStatus: '',
  from: '',
  to: '',
  q: '',
} as const;

const any = (label: string) => ({ value: '', label });

const COLUMNS: readonly Column<AdminOrderSummary>[] = [
  { id: 'number', header: 'Order', cell: (order) => `#${order.number}` },
  {
    id: 'placed',
    header: 'Placed',
    cell: (order) => `${formatShortDate(order.placedAt)}, ${formatTime(order.placedAt)}`,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        <span className="block font-medium">{order.customerName}</span>
        <span className="block text-xs text-clay-700">
          {order.email} · {order.phone} · {order.pin}
        </span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (order) => <OrderStageBadge status={order.status} /> },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => (
      <span className="flex flex-col items-start gap-1">
        <span>{order.paymentMethod === 'cod' ? 'COD' : 'Online'}</span>
        <PaymentStatusBadge status={order.paymentStatus} />
      </span>
    ),
  },
  { id: 'total', header: 'Total', align: 'right', cell: (order) => formatInr(order.total) },
];

/** Every order, newest first, with filters and search kept in the URL. */
export function OrderListPage() {
  const list = useConsoleList({
    area: 'orders',
    defaults: FILTERS,
    toQuery: (filters) => {
      const range = indiaDayRange(filters.from, filters.to);
      return {
        status: (filters.status || undefined) as OrderStage | undefined,
        paymentMethod: (filters.paymentMethod || undefined) as PaymentMethod | undefined,
        paymentStatus: (filters.paymentStatus || undefined) as PaymentStatus | undefined,
        from: range.from,
        to: range.to,
        q: filters.q || undefined,
      };
    },
    fetch: (query, signal) => api('admin.orders.list', { query, signal }),
  });
  const { filters, setFilters } = list;

  return (
    <ConsoleListPage
      title="Orders"
      description="Every order, newest first. Open one to move it on."
      list={list}
      filterLabel="Filter orders"
      filters={
        <>
          <SearchFilter
            label="Search"
            placeholder="Order number, email, phone or PIN"
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
          />
          <SelectFilter
            label="Status"
            value={filters.status}
            options={[
              any('Any status'),
              ...ORDER_STAGES.map((value) => ({ value, label: ORDER_STAGE_LABELS[value] })),
            ]}
            onChange={(status) => setFilters({ status })}
          />
          <SelectFilter
            label="Payment method"
            value={filters.paymentMethod}
            options={[
              any('Any method'),
              ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
            ]}
            onChange={(paymentMethod) => setFilters({ paymentMethod })}
          />
          <SelectFilter
            label="Payment status"
            value={filters.paymentStatus}
            options={[
              any('Any payment status'),
              ...PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
            ]}
            onChange={(paymentStatus) => setFilters({ paymentStatus })}
          />
          <DateRangeFilter
            label="Placed"
            from={filters.from}
            to={filters.to}
            onChange={({ from, to }) => setFilters({ from, to })}
          />
        </>
      }
      caption="Orders"
      columns={COLUMNS}
      rowKey={(order) => order.number}
      rowHref={(order) => adminPaths.order(order.number)}
      empty={list.filtered ? 'No orders match these filters.' : 'No orders yet.'}
    />
  );
}
