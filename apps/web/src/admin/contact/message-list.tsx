import { useQuery } from '@tanstack/react-query';
import type { MessageStatus, MessageSummary } from '@terracraft/shared/admin/messages';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SelectFilter } from '../components/filter-bar';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { MessageStatusBadge } from './message-status';

const FILTERS: { status: string } = { status: 'new' };
const STATUS_OPTIONS = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

const columns: readonly Column<MessageSummary>[] = [
  {
    id: 'subject',
    header: 'Message',
    className: 'min-w-[16rem]',
    cell: (m) => (
      <>
        {m.subject || '(no subject)'}
        <span className="block text-xs font-normal text-clay-700">{m.preview}</span>
      </>
    ),
  },
  {
    id: 'from',
    header: 'From',
    cell: (m) => (
      <>
        {m.name || '—'}
        <span className="block text-xs text-clay-700">{m.email}</span>
      </>
    ),
  },
  {
    id: 'received',
    header: 'Received',
    cell: (m) => `${formatFullDate(m.receivedAt)}, ${formatTime(m.receivedAt)}`,
  },
  { id: 'replies', header: 'Replies', align: 'right', cell: (m) => m.replies },
  { id: 'status', header: 'Status', cell: (m) => <MessageStatusBadge status={m.status} /> },
];

export function MessageList() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const status = filters.status === 'all' ? undefined : (filters.status as MessageStatus);
  const query = { status, cursor, limit };
  const messages = useQuery({
    queryKey: adminKeys.list('contact', query),
    queryFn: ({ signal }) => api('admin.messages.list', { query, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <ConsolePage
      title="Messages"
      description="What visitors sent through the contact form. Reply by mail, or mark a message handled."
    >
      <FilterBar label="Filter messages">
        <SelectFilter
          label="Show"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setFilters({ status: value })}
        />
      </FilterBar>
      <DataTable
        caption="Messages"
        columns={columns}
        rows={messages.data?.items}
        rowKey={(m) => m.id}
        rowHref={(m) => `${adminPaths.contact}/${m.id}`}
        loading={messages.isFetching}
        error={messages.error}
        onRetry={() => void messages.refetch()}
        empty={status === 'new' ? 'No new messages.' : 'No messages here.'}
      />
      <CursorPagination nextCursor={messages.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
