import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../lib/router';
import type { CustomerOrder } from '@terracraft/shared/customers';
import { formatFullDate } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '@terracraft/shared/orders';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api-client';
import { ConsolePage, Panel } from '../components/console-page';
import { DataTable, type Column } from '../components/data-table';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';

const columns: readonly Column<CustomerOrder>[] = [
  { id: 'number', header: 'Order', cell: (o) => `#${o.number}` },
  { id: 'placed', header: 'Placed', cell: (o) => formatFullDate(o.placedAt) },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (o) =>
      `${o.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'}, ${
        PAYMENT_STATUS_LABELS[o.paymentStatus as PaymentStatus] ?? o.paymentStatus
      }`,
  },
  { id: 'total', header: 'Total', align: 'right', cell: (o) => formatInr(o.total) },
];

export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const customer = useQuery({
    queryKey: adminKeys.detail('customers', id),
    queryFn: ({ signal }) => api('admin.customers.get', { params: { id }, signal }),
  });
  const data = customer.data;
  return (
    <ConsolePage
      title={data ? data.name || data.email : 'Customer'}
      description={data ? `${data.email} · joined ${formatFullDate(data.joinedAt)}` : undefined}
      actions={
        <Link to={adminPaths.customers} className="btn-outline px-5 py-2.5">
          Back to customers
        </Link>
      }
    >
      {customer.error ? (
        <QueryError
          error={customer.error}
          onRetry={() => void customer.refetch()}
          what="this customer"
        />
      ) : null}
      {data ? (
        <div className="space-y-4">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Panel>
              <dt className="text-sm text-clay-700">Orders</dt>
              <dd className="text-2xl font-semibold text-clay-900">{data.orderCount}</dd>
            </Panel>
            <Panel>
              <dt className="text-sm text-clay-700">Total spent</dt>
              <dd className="text-2xl font-semibold text-clay-900">{formatInr(data.totalSpent)}</dd>
            </Panel>
            <Panel>
              <dt className="text-sm text-clay-700">Two-factor sign-in</dt>
              <dd className="text-2xl font-semibold text-clay-900">
                {data.twoFactorEnabled ? 'On' : 'Off'}
              </dd>
            </Panel>
          </dl>
          <DataTable
            caption="Orders"
            columns={columns}
            rows={data.orders}
            rowKey={(o) => o.number}
            rowHref={(o) => `${adminPaths.orders}/${o.number}`}
            empty="No orders yet."
          />
        </div>
      ) : null}
    </ConsolePage>
  );
}
