import { formatLongDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import type { Order } from '@terracraft/shared/orders';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnSummary,
} from '@terracraft/shared/returns';

const steps = (ret: ReturnSummary) =>
  [
    ['Requested', ret.requestedAt],
    ['Approved', ret.approvedAt],
    ['Rejected', ret.rejectedAt],
    ['Received', ret.receivedAt],
    ['Refunded', ret.refundedAt],
  ].filter((step): step is [string, string] => Boolean(step[1]));

/** An order's returns on My Orders: each with its status, items and the date of every step. */
export function OrderReturns({ order }: { order: Order }) {
  if (order.returns.length === 0) return null;
  return (
    <section aria-label="Returns" className="border-t border-clay-100 px-5 py-4 text-sm">
      <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-clay-700">
        Returns
      </h3>
      <ul className="mt-2 space-y-3">
        {order.returns.map((ret) => (
          <li key={ret.number} aria-label={`Return ${ret.number}`} className="text-clay-800">
            <p className="font-medium text-clay-900">
              Return {ret.number}: {RETURN_STATUS_LABELS[ret.status]}
            </p>
            <p>
              {ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')} ·{' '}
              {RETURN_REASON_LABELS[ret.reason]}
            </p>
            <ol className="mt-1 flex flex-wrap gap-x-4 text-clay-700">
              {steps(ret).map(([label, at]) => (
                <li key={label}>
                  {label} on {formatLongDate(at)}
                </li>
              ))}
            </ol>
            {ret.status === 'rejected' && ret.rejectionReason ? (
              <p>Why: {ret.rejectionReason}</p>
            ) : null}
            {ret.status === 'refunded' && ret.refundAmount !== null ? (
              <p>
                Refunded {formatInr(ret.refundAmount)}
                {ret.refundTo ? ` to ${ret.refundTo}` : ''} (reference {ret.refundReference})
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
