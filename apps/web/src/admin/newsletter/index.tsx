import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { endpointPath } from '@terracraft/shared/api';
import type { Subscriber } from '@terracraft/shared/admin/messages';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SearchFilter } from '../components/filter-bar';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminKeys } from '../query-keys';

const FILTERS = { q: '' } as const;

const columns: readonly Column<Subscriber>[] = [
  { id: 'email', header: 'Email', cell: (s) => s.email },
  {
    id: 'since',
    header: 'Subscribed',
    cell: (s) => `${formatFullDate(s.subscribedAt)}, ${formatTime(s.subscribedAt)}`,
  },
];

/** Newsletter subscribers: newest first, searched by address, exported as CSV. */
export default function NewsletterArea() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const query = { q: filters.q || undefined, cursor, limit };
  const subscribers = useQuery({
    queryKey: adminKeys.list('newsletter', query),
    queryFn: ({ signal }) => api('admin.subscribers.list', { query, signal }),
    placeholderData: (previous) => previous,
  });
  const exportUrl = `${endpointPath('admin.subscribers.export')}${
    filters.q ? `?${new URLSearchParams({ q: filters.q })}` : ''
  }`;
  const total = subscribers.data?.total;
  return (
    <ConsolePage
      title="Subscribers"
      description={
        total === undefined
          ? 'Everyone who subscribed to the newsletter.'
          : `${total} ${total === 1 ? 'subscriber' : 'subscribers'}${filters.q ? ' match this search' : ''}.`
      }
      actions={
        <a href={exportUrl} download className="btn-primary px-5 py-2.5">
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <FilterBar
        label="Search subscribers"
        onClear={filters.q ? () => setFilters({ q: '' }) : undefined}
      >
        <SearchFilter
          label="Search by email"
          placeholder="name@example.in"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      </FilterBar>
      <DataTable
        caption="Subscribers"
        columns={columns}
        rows={subscribers.data?.items}
        rowKey={(s) => s.email}
        loading={subscribers.isFetching}
        error={subscribers.error}
        onRetry={() => void subscribers.refetch()}
        empty="No subscribers match this search."
      />
      <CursorPagination nextCursor={subscribers.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
