import { useQuery } from '@tanstack/react-query';
import type { GoLiveChecklist as Checklist } from '@terracraft/shared/dashboard';
import { api } from '../../lib/api-client';
import { Link } from '../../lib/router';
import { StatusBadge } from '../components/status-badge';
import { adminKeys } from '../query-keys';

const goLiveKey = adminKeys.other('dashboard', 'go-live');

/**
 * What the shop still needs before its first real order, as the server finds it; shown until
 * every item is done. A failed read shows nothing rather than a checklist guessed here.
 */
export function GoLiveChecklist() {
  const checklist = useQuery({
    queryKey: goLiveKey,
    queryFn: ({ signal }) => api('admin.dashboard.goLive', { signal }),
    // Read afresh each time the dashboard opens: an item is done elsewhere (Settings, the
    // account page, the server's environment) just before coming back to see it ticked.
    staleTime: 0,
  });
  if (!checklist.data || checklist.data.complete) return null;
  return <ChecklistPanel checklist={checklist.data} />;
}

function ChecklistPanel({ checklist }: { checklist: Checklist }) {
  const open = checklist.items.filter((item) => !item.done).length;
  return (
    <section
      aria-labelledby="go-live-title"
      className="rounded-2xl bg-amber-50 p-5 shadow-sm ring-1 ring-amber-300"
    >
      <h2 id="go-live-title" className="text-xl font-semibold text-clay-900">
        Before the shop goes live
      </h2>
      <p className="mt-1 text-sm text-clay-800">
        {open === 1 ? '1 item is' : `${open} items are`} still to do. This list stays here until
        every item is done.
      </p>
      <ul className="mt-4 divide-y divide-amber-200">
        {checklist.items.map((item) => (
          <li
            key={item.key}
            aria-label={item.label}
            data-done={item.done}
            className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr]"
          >
            <span>
              <StatusBadge tone={item.done ? 'success' : 'warning'}>
                {item.done ? 'Done' : 'To do'}
              </StatusBadge>
            </span>
            <div>
              <p className="font-semibold text-clay-900">{item.label}</p>
              <p className="text-sm text-clay-800">{item.detail}</p>
              {item.link ? (
                <Link
                  to={item.link.href}
                  className="mt-1 inline-block text-sm font-medium text-terracotta underline underline-offset-2"
                >
                  {item.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
