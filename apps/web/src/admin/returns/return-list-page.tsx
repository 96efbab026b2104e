import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { formatShortDate } from '@terracraft/shared/dates';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type ReturnStatus,
} from '@terracraft/shared/returns';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SelectFilter } from '../components/filter-bar';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { ReturnStatusBadge } from './return-badge';

const FILTERS = { status: '' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
];

/** The returns queue: newest first, by status. */
export function ReturnListPage() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const query = {
    status: (filters.status || undefined) as ReturnStatus | undefined,
    cursor,
    limit,
  };
  const returns = useQuery({
    queryKey: adminKeys.list('returns', query),
    queryFn: ({ signal }) => api('admin.returns.list', { query, signal }),
    placeholderData: (previous) => previous,
  });

  const columns: readonly Column<AdminReturn>[] = [
    {
      id: 'number',
      header: 'Return',
      cell: (r) => (
        <Link to={adminPaths.return(r.number)} className="font-semibold hover:text-terracotta">
          {r.number}
        </Link>
      ),
    },
    {
      id: 'order',
      header: 'Order',
      cell: (r) => (
        <Link to={adminPaths.order(r.orderNumber)} className="hover:text-terracotta">
          #{r.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (r) => (
        <>
          {r.customerName}
          <span className="block text-xs text-clay-700">{r.email}</span>
        </>
      ),
    },
    {
      id: 'items',
      header: 'Items',
      cell: (r) => r.lines.map((line) => `${line.name} × ${line.quantity}`).join(', '),
    },
    { id: 'reason', header: 'Reason', cell: (r) => RETURN_REASON_LABELS[r.reason] },
    { id: 'requested', header: 'Requested', cell: (r) => formatShortDate(r.requestedAt) },
    { id: 'status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
  ];

  return (
    <ConsolePage
      title="Returns"
      description="Approve or reject each request, mark the parcel received when it is back (its units go back in stock), then refund."
    >
      <FilterBar
        label="Filter returns"
        onClear={filters.status ? () => setFilters({ status: '' }) : undefined}
      >
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      </FilterBar>
      <DataTable
        caption="Returns"
        columns={columns}
        rows={returns.data?.items}
        rowKey={(r) => r.number}
        loading={returns.isFetching}
        error={returns.error}
        onRetry={() => void returns.refetch()}
        empty="No returns match this filter."
      />
      <CursorPagination nextCursor={returns.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
