import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MAIL_STATUS_LABELS, type AdminMail, type MailStatus } from '@terracraft/shared/mail';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SearchFilter, SelectFilter } from '../components/filter-bar';
import { StatusBadge, type BadgeTone } from '../components/status-badge';
import { useConsoleList } from '../components/use-console-list';
import { adminKeys } from '../query-keys';

const FILTERS = { status: '', q: '' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'failed', label: 'Failed' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
] as const;

const TONES: Record<MailStatus, BadgeTone> = {
  queued: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

const when = (at: string) => `${formatFullDate(at)}, ${formatTime(at)}`;

/**
 * Every mail the shop sent or will send (the outbox): failed ones with why, and a Resend button
 * that queues a failed (or sent) mail once more.
 */
export default function MailArea() {
  const queryClient = useQueryClient();
  const list = useConsoleList({
    area: 'mail',
    defaults: FILTERS,
    toQuery: (filters) => ({
      status: (filters.status || undefined) as MailStatus | undefined,
      q: filters.q || undefined,
    }),
    fetch: (query, signal) => api('admin.mail.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  const resend = useMutation({
    mutationFn: (mail: AdminMail) => api('admin.mail.resend', { params: { id: mail.id } }),
    onSuccess: (mail) => {
      toast.success(`“${mail.subject}” to ${mail.to} is queued to be sent again`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.area('mail') });
    },
  });

  const columns: readonly Column<AdminMail>[] = [
    {
      id: 'mail',
      header: 'Mail',
      className: 'min-w-[16rem]',
      cell: (m) => (
        <>
          {m.subject}
          <span className="block text-xs font-normal text-clay-700">
            {m.kind}
            {m.orderNumber ? ` · #${m.orderNumber}` : ''}
          </span>
        </>
      ),
    },
    { id: 'to', header: 'To', cell: (m) => m.to },
    {
      id: 'when',
      header: 'Written',
      cell: (m) => (
        <>
          {when(m.createdAt)}
          {m.sentAt ? (
            <span className="block text-xs text-clay-700">Sent {when(m.sentAt)}</span>
          ) : m.nextAttemptAt ? (
            <span className="block text-xs text-clay-700">Next try {when(m.nextAttemptAt)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <>
          <StatusBadge tone={TONES[m.status]}>{MAIL_STATUS_LABELS[m.status]}</StatusBadge>
          <span className="block text-xs text-clay-700">
            {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
          {m.lastError ? (
            <span className="block max-w-xs text-xs break-words text-red-800">
              Last error: {m.lastError}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (m) =>
        m.status === 'failed' || m.status === 'sent' ? (
          <button
            type="button"
            className="btn-outline px-4 py-1.5"
            disabled={resend.isPending}
            aria-label={`Resend “${m.subject}” to ${m.to}`}
            onClick={() => resend.mutate(m)}
          >
            Resend
          </button>
        ) : null,
    },
  ];

  return (
    <ConsoleListPage
      title="Mails"
      description="Every mail the shop sends goes through this outbox. A mail the mail server refuses is tried again later, for about a day; then it is failed, and can be resent."
      list={list}
      filterLabel="Filter mails"
      filters={
        <>
          <SelectFilter
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
          />
          <SearchFilter
            label="Search by recipient or order"
            placeholder="name@example.in or TC1001"
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
          />
        </>
      }
      failedAction={resend}
      caption="Mails"
      columns={columns}
      rowKey={(m) => m.id}
      empty="No mails match this filter."
    />
  );
}
