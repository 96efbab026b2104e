import type { CustomerSummary } from '@terracraft/shared/customers';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SearchFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';

const FILTERS = { q: '' } as const;

const columns: readonly Column<CustomerSummary>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name || c.email },
  { id: 'email', header: 'Email', cell: (c) => c.email },
  { id: 'joined', header: 'Joined', cell: (c) => formatFullDate(c.joinedAt) },
  { id: 'orders', header: 'Orders', align: 'right', cell: (c) => c.orderCount },
  { id: 'spent', header: 'Total spent', align: 'right', cell: (c) => formatInr(c.totalSpent) },
];

export function CustomerList() {
  const list = useConsoleList({
    area: 'customers',
    defaults: FILTERS,
    toQuery: (filters) => ({ q: filters.q || undefined }),
    fetch: (query, signal) => api('admin.customers.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  return (
    <ConsoleListPage
      title="Customers"
      description="Every account, newest first. Total spent leaves out cancelled and unpaid orders."
      list={list}
      filterLabel="Search customers"
      filters={
        <SearchFilter
          label="Search by name or email"
          placeholder="Asha or asha@example.in"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      }
      caption="Customers"
      columns={columns}
      rowKey={(c) => c.id}
      rowHref={(c) => `${adminPaths.customers}/${encodeURIComponent(c.id)}`}
      empty="No customers match this search."
    />
  );
}
