import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { indiaDayRange } from '../components/date-range';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '../components/filter-bar';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
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
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const range = indiaDayRange(filters.from, filters.to);
  const query = {
    cursor,
    limit,
    status: (filters.status || undefined) as OrderStage | undefined,
    paymentMethod: (filters.paymentMethod || undefined) as PaymentMethod | undefined,
    paymentStatus: (filters.paymentStatus || undefined) as PaymentStatus | undefined,
    from: range.from,
    to: range.to,
    q: filters.q || undefined,
  };
  const list = useQuery({
    queryKey: adminKeys.list('orders', query),
    queryFn: ({ signal }) => api('admin.orders.list', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <ConsolePage title="Orders" description="Every order, newest first. Open one to move it on.">
      <FilterBar
        label="Filter orders"
        onClear={
          filtered
            ? () =>
                setFilters({
                  status: '',
                  paymentMethod: '',
                  paymentStatus: '',
                  from: '',
                  to: '',
                  q: '',
                })
            : undefined
        }
      >
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
      </FilterBar>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        rows={list.data?.items}
        rowKey={(order) => order.number}
        rowHref={(order) => adminPaths.order(order.number)}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      />
      <CursorPagination nextCursor={list.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
