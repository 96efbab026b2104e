import { Download } from 'lucide-react';
import { endpointPath } from '@terracraft/shared/api';
import type { Subscriber } from '@terracraft/shared/newsletter/admin';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SearchFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';

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
  const list = useConsoleList({
    area: 'newsletter',
    defaults: FILTERS,
    toQuery: (filters) => ({ q: filters.q || undefined }),
    fetch: (query, signal) => api('admin.newsletter.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  const exportUrl = `${endpointPath('admin.newsletter.export')}${
    filters.q ? `?${new URLSearchParams({ q: filters.q })}` : ''
  }`;
  const total = list.page.data?.total;
  return (
    <ConsoleListPage
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
      list={list}
      filterLabel="Search subscribers"
      filters={
        <SearchFilter
          label="Search by email"
          placeholder="name@example.in"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
      }
      caption="Subscribers"
      columns={columns}
      rowKey={(s) => s.email}
      empty="No subscribers match this search."
    />
  );
}
