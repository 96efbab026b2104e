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
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SelectFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';
import { ReturnStatusBadge } from './return-badge';

const FILTERS = { status: '' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
];

/** The returns queue: newest first, by status. */
export function ReturnListPage() {
  const list = useConsoleList({
    area: 'returns',
    defaults: FILTERS,
    toQuery: (filters) => ({ status: (filters.status || undefined) as ReturnStatus | undefined }),
    fetch: (query, signal) => api('admin.returns.list', { query, signal }),
  });
  const { filters, setFilters } = list;

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
    <ConsoleListPage
      title="Returns"
      description="Approve or reject each request, mark the parcel received when it is back (its units go back in stock), then refund."
      list={list}
      filterLabel="Filter returns"
      filters={
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      }
      caption="Returns"
      columns={columns}
      rowKey={(r) => r.number}
      empty="No returns match this filter."
    />
  );
}
