import type { MessageStatus, MessageSummary } from '@terracraft/shared/contact/admin';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SelectFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';
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
  const list = useConsoleList({
    area: 'contact',
    defaults: FILTERS,
    toQuery: (filters) => ({
      status: filters.status === 'all' ? undefined : (filters.status as MessageStatus),
    }),
    fetch: (query, signal) => api('admin.contact.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  return (
    <ConsoleListPage
      title="Messages"
      description="What visitors sent through the contact form. Reply by mail, or mark a message handled."
      list={list}
      filterLabel="Filter messages"
      clearable={false}
      filters={
        <SelectFilter
          label="Show"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => setFilters({ status: value })}
        />
      }
      caption="Messages"
      columns={columns}
      rowKey={(m) => m.id}
      rowHref={(m) => `${adminPaths.contact}/${m.id}`}
      empty={filters.status === 'new' ? 'No new messages.' : 'No messages here.'}
    />
  );
}
