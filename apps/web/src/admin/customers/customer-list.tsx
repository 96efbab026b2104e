import { useQuery } from '@tanstack/react-query';
import type { CustomerSummary } from '@terracraft/shared/customers';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SearchFilter } from '../components/filter-bar';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';

const FILTERS = { q: '' } as const;

const columns: readonly Column<CustomerSummary>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name || c.email },
  { id: 'email', header: 'Email', cell: (c) => c.email },
  { id: 'joined', header: 'Joined', cell: (c) => formatFullDate(c.joinedAt) },
  { id: 'orders', header: 'Orders', align: 'right', cell: (c) => c.orderCount },
  { id: 'spent', header: 'Total spent', align: 'right', cell: (c) => formatInr(c.totalSpent) },
];

export function CustomerList() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const query = { q: filters.q || undefined, cursor, limit };
  const customers = useQuery({
    queryKey: adminKeys.list('customers', query),
    queryFn: ({ signal }) => api('admin.customers.list', { query, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <ConsolePage
      title="Customers"
      description="Every account, newest first. Total spent leaves out cancelled and unpaid orders."
    >
      <FilterBar
        label="Search customers"
        onClear={filters.q ? () => setFilters({ q: '' }) : undefined}
      >
        <SearchFilter
          label="Search by name or email"
          placeholder="Asha or asha@example.in"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>
      <DataTable
        caption="Customers"
        columns={columns}
        rows={customers.data?.items}
        rowKey={(c) => c.id}
        rowHref={(c) => `${adminPaths.customers}/${encodeURIComponent(c.id)}`}
        loading={customers.isFetching}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        empty="No customers match this search."
      />
      <CursorPagination nextCursor={customers.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
