import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import type { AuditEntry } from '@terracraft/shared/audit';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { indiaDayRange } from '../components/date-range';
import { DateRangeFilter, SearchFilter, SelectFilter } from '../components/filter-bar';
import { useConsoleList } from '../components/use-console-list';
import { ROLE_LABELS } from '../texts';
import { diffOf, type AuditNames } from './diff';

const FILTERS = { actor: '', entity: '', id: '', from: '', to: '' } as const;

/** The kinds of record staff change; another is still found by putting it in the URL. */
const ENTITY_OPTIONS = [
  { value: '', label: 'Anything' },
  { value: 'settings', label: 'Settings' },
  { value: 'user', label: 'Staff member' },
  { value: 'invitation', label: 'Invitation' },
  { value: 'order', label: 'Order' },
  { value: 'product', label: 'Product' },
  { value: 'stock', label: 'Stock' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'review', label: 'Review' },
  { value: 'message', label: 'Message' },
] as const;

/** The owner's audit log: every write of the staff, newest first. */
export default function AuditArea() {
  return (
    <Switch>
      <Route path={adminPaths.audit}>
        <AuditPage />
      </Route>
    </Switch>
  );
}

function AuditPage() {
  const list = useConsoleList({
    area: 'audit',
    defaults: FILTERS,
    toQuery: (filters) => ({
      actorEmail: filters.actor || undefined,
      entityType: filters.entity || undefined,
      entityId: filters.entity && filters.id ? filters.id : undefined,
      ...indiaDayRange(filters.from, filters.to),
    }),
    fetch: (query, signal) => api('admin.audit.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  const entityOptions = ENTITY_OPTIONS.some((option) => option.value === filters.entity)
    ? ENTITY_OPTIONS
    : [...ENTITY_OPTIONS, { value: filters.entity, label: filters.entity }];

  return (
    <ConsoleListPage
      title="Audit log"
      description="Every change the owner and staff made: who, when, what, and the record before and after."
      list={list}
      filterLabel="Filter the audit log"
      filters={
        <>
          <SearchFilter
            label="Who"
            placeholder="Email address"
            value={filters.actor}
            onSearch={(actor) => setFilters({ actor })}
          />
          <SelectFilter
            label="What"
            value={filters.entity}
            options={entityOptions}
            onChange={(entity) => setFilters({ entity, id: '' })}
          />
          {filters.entity ? (
            <SearchFilter
              label="Which one"
              placeholder="Its id or number"
              value={filters.id}
              onSearch={(id) => setFilters({ id })}
              className="min-w-[12rem] flex-none"
            />
          ) : null}
          <DateRangeFilter
            label="When"
            from={filters.from}
            to={filters.to}
            onChange={(days) => setFilters(days)}
          />
        </>
      }
      caption="Audit log"
      columns={columnsWith(list.page.data?.names ?? {})}
      rowKey={(entry) => entry.id}
      empty={list.filtered ? 'No change matches these filters.' : 'No change has been made yet.'}
    />
  );
}

/** The log's columns, reading ids by the names the page came with. */
const columnsWith = (names: AuditNames): Column<AuditEntry>[] => [
  {
    id: 'at',
    header: 'When',
    className: 'whitespace-nowrap align-top',
    cell: (entry) => (
      <time dateTime={entry.at}>
        {formatShortDate(entry.at)}
        <br />
        <span className="text-clay-600">{formatTime(entry.at)}</span>
      </time>
    ),
  },
  {
    id: 'actor',
    header: 'Who',
    className: 'align-top [overflow-wrap:anywhere]',
    cell: (entry) => (
      <>
        <span className="font-medium text-clay-900">{entry.actor.email}</span>
        {entry.actor.role ? (
          <span className="block text-xs text-clay-600">{ROLE_LABELS[entry.actor.role]}</span>
        ) : null}
      </>
    ),
  },
  {
    id: 'action',
    header: 'What',
    className: 'align-top [overflow-wrap:anywhere]',
    cell: (entry) => (
      <>
        <code className="font-semibold text-clay-900">{entry.action}</code>
        <span className="block text-xs text-clay-600">
          {entry.entityType} {names[entry.entityId] ?? entry.entityId}
        </span>
      </>
    ),
  },
  {
    id: 'changes',
    header: 'Before and after',
    className: 'min-w-[18rem] align-top',
    cell: (entry) => <Changes entry={entry} names={names} />,
  },
];

function Changes({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const changes = diffOf(entry.before, entry.after, names);
  if (changes.length === 0) return <span className="text-clay-600">No field changed.</span>;
  return (
    <table className="w-full table-fixed text-xs">
      <caption className="sr-only">
        {entry.action} on {entry.entityType} {names[entry.entityId] ?? entry.entityId}: before and
        after
      </caption>
      <colgroup>
        <col className="w-[30%]" />
        <col className="w-[35%]" />
        <col className="w-[35%]" />
      </colgroup>
      <thead>
        <tr className="text-left text-clay-600">
          <th scope="col" className="pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="[overflow-wrap:anywhere]">
        {changes.map((change) => {
          const plain = change.before === change.rawBefore && change.after === change.rawAfter;
          return (
            <tr key={change.path} className="align-top">
              <th scope="row" className="pr-3 text-left font-semibold text-clay-800">
                {change.label}
                {plain && change.label === change.path ? null : (
                  <details className="mt-1 font-normal text-clay-700">
                    <summary className="cursor-pointer text-clay-700 underline">
                      Stored value
                    </summary>
                    <dl className="mt-1 font-mono">
                      <dt className="sr-only">Field</dt>
                      <dd>{change.path || '(value)'}</dd>
                      <dt className="mt-1 font-sans text-clay-600">Before</dt>
                      <dd>{change.rawBefore ?? '—'}</dd>
                      <dt className="mt-1 font-sans text-clay-600">After</dt>
                      <dd>{change.rawAfter ?? '—'}</dd>
                    </dl>
                  </details>
                )}
              </th>
              <td className="pr-3 text-red-800">
                {change.before === undefined ? (
                  '—'
                ) : (
                  <del className="no-underline">{change.before}</del>
                )}
              </td>
              <td className="text-green-800">
                {change.after === undefined ? (
                  '—'
                ) : (
                  <ins className="no-underline">{change.after}</ins>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
