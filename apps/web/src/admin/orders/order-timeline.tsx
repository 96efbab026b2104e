import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { ORDER_EVENT_LABELS, type OrderEventEntry } from '@terracraft/shared/orders/admin';

export const when = (at: string) => `${formatShortDate(at)}, ${formatTime(at)}`;

export function NoteList({ timeline }: { timeline: OrderEventEntry[] }) {
  const notes = timeline.filter((event) => event.type === 'note');
  if (notes.length === 0) return <p className="mb-3 text-sm text-clay-700">No notes yet.</p>;
  return (
    <ul className="mb-4 space-y-2 text-sm">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg bg-clay-50 px-3 py-2">
          <p className="whitespace-pre-wrap text-clay-900">{String(note.details.text ?? '')}</p>
          <p className="text-xs text-clay-700">
            {note.actor.email} · {when(note.at)}
          </p>
        </li>
      ))}
    </ul>
  );
}

const ACTOR_KINDS = { shopper: 'the shopper', system: 'the shop' } as const;

export function TimelineEntry({ event }: { event: OrderEventEntry }) {
  const who =
    event.actor.kind === 'staff'
      ? `${event.actor.email ?? 'staff'}${event.actor.role ? ` (${event.actor.role})` : ''}`
      : ACTOR_KINDS[event.actor.kind];
  const details = event.details;
  const text = (name: string) =>
    typeof details[name] === 'string' ? (details[name] as string) : null;
  return (
    <li className="border-l-2 border-clay-200 pl-3">
      <p className="font-semibold text-clay-900">
        {ORDER_EVENT_LABELS[event.type]}
        <span className="font-normal text-clay-700">
          {' '}
          · {when(event.at)} · by {who}
        </span>
      </p>
      {event.type === 'note' && text('text') ? (
        <p className="whitespace-pre-wrap text-clay-800">{text('text')}</p>
      ) : null}
      {event.type === 'ship' ? (
        <p className="text-clay-800">
          {text('carrier')} · {text('trackingNumber')}
        </p>
      ) : null}
      {text('return') ? <p className="text-clay-800">Return {text('return')}</p> : null}
      {text('reason') ? <p className="text-clay-800">Reason: {text('reason')}</p> : null}
      {details.refunded === true ? <p className="text-clay-800">Payment refunded.</p> : null}
      {details.addressChanged === true ? (
        <p className="text-clay-800">Shipping address changed by the shopper.</p>
      ) : null}
    </li>
  );
}
