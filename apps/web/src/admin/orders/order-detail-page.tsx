import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { toast } from 'react-toastify';
import {
  STAFF_ORDER_ACTION_LABELS,
  type AdminOrder,
  type StaffOrderAction,
} from '@terracraft/shared/orders/admin';
import { formatInr } from '@terracraft/shared/money';
import { documentFileName } from '@terracraft/shared/invoices';
import {
  ORDER_STAGE_LABELS,
  PAYMENT_METHOD_LABELS,
  orderDocumentPath,
} from '@terracraft/shared/orders';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { ActionError, isStaleError } from '../components/action-error';
import { ConfirmDialog } from '../../components/dialog';
import { ConsolePage } from '../components/console-page';
import { DetailRow } from '../components/detail-row';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { OrderStageBadge, PaymentStatusBadge } from './order-badges';
import { NoteForm } from './note-form';
import { OrderPanel } from './order-panel';
import { NoteList, TimelineEntry, when } from './order-timeline';
import { OrderReturnsList } from '../returns/order-returns-panel';
import { ShipDialog } from './ship-dialog';

/** The simple moves: one click, then a confirmation for the ones that cannot be undone. */
type SimpleAction = Exclude<StaffOrderAction, 'ship'>;
const ENDPOINTS = {
  confirm: 'admin.orders.confirm',
  pack: 'admin.orders.pack',
  deliver: 'admin.orders.deliver',
  'collect-cash': 'admin.orders.collectCash',
} as const satisfies Record<Exclude<SimpleAction, 'cancel'>, string>;

/** One order: what was bought, where it goes, its payment and parcel, its story, and the moves it allows. */
export function OrderDetailPage() {
  const number = (useParams().number ?? '').toUpperCase();
  const queryClient = useQueryClient();
  const key = adminKeys.detail('orders', number);
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api('admin.orders.get', { params: { number }, signal }),
  });
  const [asking, setAsking] = useState<SimpleAction | 'ship' | null>(null);
  const [reason, setReason] = useState('');

  const settle = (updated: AdminOrder) => {
    queryClient.setQueryData(key, updated);
    void queryClient.invalidateQueries({ queryKey: adminKeys.lists('orders') });
  };
  /** A stale answer: the message stays; the order is read again so that what it shows is true. */
  const onError = (error: unknown) => {
    if (isStaleError(error)) void order.refetch();
  };

  const move = useMutation({
    mutationFn: ({ action, version }: { action: SimpleAction; version: number }) =>
      action === 'cancel'
        ? api('admin.orders.cancel', {
            params: { number },
            body: { version, reason: reason.trim() || undefined },
          })
        : api(ENDPOINTS[action], { params: { number }, body: { version } }),
    onSuccess: (updated, { action }) => {
      settle(updated);
      setAsking(null);
      setReason('');
      toast.success(
        `Order #${updated.number}: ${STAFF_ORDER_ACTION_LABELS[action].toLowerCase()} done.`,
      );
    },
    onError: (error) => {
      setAsking(null);
      onError(error);
    },
  });

  if (order.isPending) {
    return (
      <ConsolePage title={`Order #${number}`}>
        <p role="status">Loading the order…</p>
      </ConsolePage>
    );
  }
  if (order.isError) {
    return (
      <ConsolePage title={`Order #${number}`}>
        <QueryError error={order.error} onRetry={() => void order.refetch()} what="this order" />
      </ConsolePage>
    );
  }
  const data = order.data;
  const address = data.shippingAddress;
  const run = (action: StaffOrderAction) => {
    move.reset();
    if (action === 'ship' || action === 'cancel' || action === 'deliver') setAsking(action);
    else move.mutate({ action, version: data.version });
  };

  return (
    <ConsolePage
      title={`Order #${data.number}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          Placed {when(data.placedAt)} <OrderStageBadge status={data.status} />
          <PaymentStatusBadge status={data.paymentStatus} />
        </span>
      }
      actions={
        <Link to={adminPaths.orders} className="btn-outline px-4 py-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All orders
        </Link>
      }
    >
      <section
        aria-label="Actions"
        className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-clay-100"
      >
        {data.actions.length === 0 ? (
          <p className="text-sm text-clay-700">
            This order is {ORDER_STAGE_LABELS[data.status]}: there is nothing more to do with it.
          </p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {data.actions.map((action) => (
              <button
                key={action}
                type="button"
                disabled={move.isPending}
                onClick={() => run(action)}
                className={cn(
                  action === 'cancel'
                    ? 'inline-flex items-center justify-center rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white'
                    : 'btn-primary px-4 py-2',
                )}
              >
                {STAFF_ORDER_ACTION_LABELS[action]}
              </button>
            ))}
          </div>
        )}
        <ActionError
          error={move.error}
          onReload={() => {
            move.reset();
            void order.refetch();
          }}
          className="mt-3"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderPanel title="Items">
            <ul className="divide-y divide-clay-100 text-sm">
              {data.items.map((item, index) => (
                <li key={index} className="flex justify-between gap-4 py-2">
                  <span>
                    {item.name} × {item.quantity}{' '}
                    <span className="text-clay-700">(@ {formatInr(item.unitPrice)})</span>
                  </span>
                  <span className="font-medium">{formatInr(item.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-clay-200 pt-3 text-sm">
              <DetailRow label="Subtotal" value={formatInr(data.subtotal)} />
              {data.discount > 0 ? (
                <DetailRow
                  label={`Coupon (${data.couponCode})`}
                  value={`−${formatInr(data.discount)}`}
                />
              ) : null}
              <DetailRow label="Shipping" value={formatInr(data.shipping)} />
              <DetailRow label="Total" value={formatInr(data.total)} strong />
            </dl>
          </OrderPanel>

          <OrderPanel title="Timeline">
            <ol className="space-y-3 text-sm">
              {data.timeline.map((event) => (
                <TimelineEntry key={event.id} event={event} />
              ))}
            </ol>
          </OrderPanel>
        </div>

        <div className="space-y-6">
          <OrderPanel title="Shipping address">
            <address className="not-italic text-sm text-clay-800">
              {address.firstName} {address.lastName}
              <br />
              {address.address}
              <br />
              {address.city}, {address.state} {address.pin}
              <br />
              {address.phone}
              <br />
              {address.email}
            </address>
          </OrderPanel>

          <OrderPanel title="Payment">
            <dl className="space-y-1 text-sm">
              <DetailRow label="Method" value={PAYMENT_METHOD_LABELS[data.paymentMethod]} />
              <DetailRow
                label="Status"
                value={<PaymentStatusBadge status={data.paymentStatus} />}
              />
              {data.paidAt ? <DetailRow label="Paid" value={when(data.paidAt)} /> : null}
              {data.payment ? (
                <>
                  <DetailRow label="Gateway order" value={data.payment.gatewayOrderId} mono />
                  {data.payment.gatewayPaymentId ? (
                    <DetailRow label="Payment id" value={data.payment.gatewayPaymentId} mono />
                  ) : null}
                  {data.payment.refundId ? (
                    <DetailRow label="Refund id" value={data.payment.refundId} mono />
                  ) : null}
                </>
              ) : null}
            </dl>
          </OrderPanel>

          <OrderPanel title="Shipment">
            {data.shipment ? (
              <dl className="space-y-1 text-sm" data-testid="admin-shipment">
                <DetailRow label="Carrier" value={data.shipment.carrier} />
                <DetailRow label="Tracking number" value={data.shipment.trackingNumber} mono />
                {data.shipment.trackingUrl ? (
                  <DetailRow
                    label="Tracking page"
                    value={
                      <a
                        href={data.shipment.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-terracotta underline"
                      >
                        Open
                      </a>
                    }
                  />
                ) : null}
                <DetailRow label="Shipped" value={when(data.shipment.shippedAt)} />
                {data.shipment.deliveredAt ? (
                  <DetailRow label="Delivered" value={when(data.shipment.deliveredAt)} />
                ) : null}
              </dl>
            ) : (
              <p className="text-sm text-clay-700">Not shipped yet.</p>
            )}
          </OrderPanel>

          <OrderPanel title="Returns">
            <OrderReturnsList orderNumber={data.number} />
          </OrderPanel>

          <OrderPanel title="Tax documents">
            {data.documents.length > 0 ? (
              <ul className="space-y-1 text-sm" data-testid="admin-documents">
                {data.documents.map((document) => (
                  <li key={document.id}>
                    <a
                      href={orderDocumentPath(data.number, document.id, true)}
                      download={documentFileName(document.number)}
                      className="font-semibold text-terracotta underline"
                    >
                      {document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'}{' '}
                      {document.number}
                    </a>{' '}
                    <span className="text-clay-700">({when(document.issuedAt)}, PDF)</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-clay-700">The tax invoice is issued when it ships.</p>
            )}
          </OrderPanel>

          <OrderPanel title="Internal notes">
            <NoteList timeline={data.timeline} />
            <NoteForm number={data.number} onSaved={settle} />
          </OrderPanel>
        </div>
      </div>

      {asking === 'ship' ? (
        <ShipDialog
          order={data}
          onClose={() => setAsking(null)}
          onShipped={(updated) => {
            settle(updated);
            setAsking(null);
            toast.success(`Order #${updated.number} is shipped.`);
          }}
          onStale={() => void order.refetch()}
        />
      ) : null}
      {asking === 'cancel' ? (
        <ConfirmDialog
          title={`Cancel order #${data.number}?`}
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          tone="danger"
          pending={move.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => move.mutate({ action: 'cancel', version: data.version })}
        >
          <p>
            Its goods go back in stock and the shopper is told by mail.
            {data.paymentMethod === 'online' && data.paymentStatus === 'paid'
              ? ` The payment of ${formatInr(data.total)} is refunded through the gateway.`
              : ''}
          </p>
          <label className="block text-sm font-semibold text-clay-800">
            Reason (kept in the timeline)
            <input
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              className="field mt-1"
            />
          </label>
        </ConfirmDialog>
      ) : null}
      {asking === 'deliver' ? (
        <ConfirmDialog
          title={`Mark order #${data.number} delivered?`}
          confirmLabel="Mark delivered"
          pending={move.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => move.mutate({ action: 'deliver', version: data.version })}
        >
          <p>Only when the carrier confirms the parcel reached the shopper.</p>
        </ConfirmDialog>
      ) : null}
    </ConsolePage>
  );
}
