import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { formatShortDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { RETURN_REASON_LABELS } from '@terracraft/shared/returns';
import { api } from '../../lib/api-client';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { ReturnStatusBadge } from './return-badge';

/** An order's returns on the console's order page, each linking to its own page. */
export function OrderReturnsList({ orderNumber }: { orderNumber: string }) {
  const returns = useQuery({
    queryKey: adminKeys.other('orders', 'returns', orderNumber),
    queryFn: ({ signal }) =>
      api('admin.returns.ofOrder', { params: { number: orderNumber }, signal }),
  });
  const items = returns.data?.items ?? [];
  if (returns.isError) return <p className="text-sm text-red-700">{returns.error.message}</p>;
  if (items.length === 0) return <p className="text-sm text-clay-700">No returns.</p>;
  return (
    <ul className="space-y-3 text-sm">
      {items.map((ret) => (
        <li key={ret.number}>
          <p className="flex flex-wrap items-center gap-2">
            <Link to={adminPaths.return(ret.number)} className="font-semibold underline">
              {ret.number}
            </Link>
            <ReturnStatusBadge status={ret.status} />
            <span className="text-clay-700">{formatShortDate(ret.requestedAt)}</span>
          </p>
          <p>
            {ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')} ·{' '}
            {RETURN_REASON_LABELS[ret.reason]}
          </p>
          {ret.refundAmount !== null ? <p>Refunded {formatInr(ret.refundAmount)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
