import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { toast } from 'react-toastify';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { formatInr } from '@terracraft/shared/money';
import { PAYMENT_METHOD_LABELS } from '@terracraft/shared/orders';
import { RETURN_REASON_LABELS, defaultOutcome, type AdminReturn } from '@terracraft/shared/returns';
import { QueryError } from '../../components/query-error';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { ConfirmDialog } from '../../components/dialog';
import { ConsolePage, Panel } from '../components/console-page';
import { DetailRow } from '../components/detail-row';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { ReceiveDecisions, type ReceiveDecision } from './receive-decisions';
import { ReturnStatusBadge } from './return-badge';

const when = (at: string) => `${formatShortDate(at)}, ${formatTime(at)}`;

type Step = 'approve' | 'reject' | 'receive' | 'refund';
const STEP_LABELS: Record<Step, string> = {
  approve: 'Approve',
  reject: 'Reject',
  receive: 'Mark received',
  refund: 'Refund',
};

/** One return: what comes back and why, where a COD refund goes, its steps and the next one. */
export function ReturnDetailPage() {
  const number = (useParams().number ?? '').toUpperCase();
  const queryClient = useQueryClient();
  const key = adminKeys.detail('returns', number);
  const ret = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api('admin.returns.get', { params: { number }, signal }),
  });
  const [asking, setAsking] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  /** Receiving: per line (by position), restock or write off, and why for a write-off. */
  const [decisions, setDecisions] = useState<Record<number, ReceiveDecision>>({});
  const [decisionsChecked, setDecisionsChecked] = useState(false);

  const step = useMutation({
    mutationFn: (which: Step): Promise<AdminReturn> => {
      const params = { number };
      switch (which) {
        case 'approve':
          return api('admin.returns.approve', { params });
        case 'reject':
          return api('admin.returns.reject', { params, body: { reason } });
        case 'receive':
          return api('admin.returns.receive', {
            params,
            body: {
              lines: Object.entries(decisions).map(([position, decision]) => ({
                position: Number(position),
                outcome: decision.outcome,
                ...(decision.outcome === 'write-off'
                  ? { writeOffReason: decision.reason.trim() }
                  : {}),
              })),
            },
          });
        case 'refund':
          return api('admin.returns.refund', {
            params,
            body: { reference: reference.trim() || undefined },
          });
      }
    },
    onSuccess: (updated, which) => {
      queryClient.setQueryData(key, updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists('returns') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.area('orders') });
      setAsking(null);
      toast.success(`Return ${updated.number}: ${STEP_LABELS[which].toLowerCase()} done.`);
    },
    onError: () => void ret.refetch(),
  });

  if (ret.isPending) {
    return (
      <ConsolePage title={`Return ${number}`}>
        <p role="status">Loading the return…</p>
      </ConsolePage>
    );
  }
  if (ret.isError) {
    return (
      <ConsolePage title={`Return ${number}`}>
        <QueryError error={ret.error} onRetry={() => void ret.refetch()} what="this return" />
      </ConsolePage>
    );
  }
  const data = ret.data;
  const cod = data.paymentMethod === 'cod';
  const open = (which: Step) => {
    step.reset();
    if (which === 'receive') {
      // Damaged goods are written off unless staff find them fit to sell.
      setDecisions(
        Object.fromEntries(
          data.lines.map((line) => [
            line.position,
            { outcome: defaultOutcome(data.reason), reason: '' },
          ]),
        ),
      );
      setDecisionsChecked(false);
    }
    setAsking(which);
  };
  const decide = (position: number, change: Partial<ReceiveDecision>) =>
    setDecisions((current) => ({ ...current, [position]: { ...current[position]!, ...change } }));
  const missingReason = (position: number) =>
    decisions[position]?.outcome === 'write-off' && !decisions[position]?.reason.trim();

  return (
    <ConsolePage
      title={`Return ${data.number}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          Order{' '}
          <Link to={adminPaths.order(data.orderNumber)} className="font-semibold underline">
            #{data.orderNumber}
          </Link>{' '}
          · {data.customerName} <ReturnStatusBadge status={data.status} />
        </span>
      }
      actions={
        <Link to={adminPaths.returns} className="btn-outline px-4 py-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All returns
        </Link>
      }
    >
      <section
        aria-label="Actions"
        className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-clay-100"
      >
        {data.actions.length === 0 ? (
          <p className="text-sm text-clay-700">There is nothing more to do with this return.</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {data.actions.map((which) => (
              <button
                key={which}
                type="button"
                disabled={step.isPending}
                onClick={() => open(which)}
                className={
                  which === 'reject'
                    ? 'inline-flex items-center justify-center rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white'
                    : 'btn-primary px-4 py-2'
                }
              >
                {STEP_LABELS[which]}
              </button>
            ))}
          </div>
        )}
        {!asking ? <ActionError error={step.error} className="mt-3" /> : null}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Items">
          <ul className="divide-y divide-clay-100 text-sm">
            {data.lines.map((line) => (
              <li key={line.position} className="py-2">
                <span className="flex justify-between gap-4">
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <span>{formatInr(line.unitPrice * line.quantity)}</span>
                </span>
                {line.outcome === 'restock' ? (
                  <span className="block text-clay-700">Restocked</span>
                ) : null}
                {line.outcome === 'write-off' ? (
                  <span className="block text-clay-700">Written off: {line.writeOffReason}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <span className="font-semibold">Reason:</span> {RETURN_REASON_LABELS[data.reason]}
          </p>
          {data.details ? (
            <p className="mt-1 whitespace-pre-wrap text-sm text-clay-800">{data.details}</p>
          ) : null}
        </Panel>

        {data.photos.length > 0 ? (
          <Panel title="Photos from the shopper">
            <ul className="flex flex-wrap gap-3" aria-label="Photos from the shopper">
              {data.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.url}
                      alt={`What the shopper sent, ${index + 1} of ${data.photos.length}`}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="size-32 rounded-lg object-cover ring-1 ring-clay-100"
                    />
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-clay-700">Open a photo to see it full size.</p>
          </Panel>
        ) : null}

        <Panel title="Refund">
          <dl className="space-y-1 text-sm">
            <DetailRow label="Payment" value={PAYMENT_METHOD_LABELS[data.paymentMethod]} />
            {data.refundQuote ? (
              <DetailRow
                label="To refund"
                value={`${formatInr(data.refundQuote.amount)}${
                  data.refundQuote.refundsShipping ? ' (with shipping)' : ''
                }`}
              />
            ) : null}
            {data.destination?.method === 'upi' ? (
              <DetailRow label="UPI ID" value={data.destination.upiId} />
            ) : null}
            {data.destination?.method === 'bank' ? (
              <>
                <DetailRow label="Account number" value={data.destination.accountNumber} />
                <DetailRow label="IFSC" value={data.destination.ifsc} />
                <DetailRow label="Account holder" value={data.destination.accountHolder} />
              </>
            ) : null}
            {data.refundAmount !== null ? (
              <DetailRow label="Refunded" value={formatInr(data.refundAmount)} />
            ) : null}
            {data.refundReference ? (
              <DetailRow label="Reference" value={data.refundReference} />
            ) : null}
          </dl>
        </Panel>

        <Panel title="Steps">
          <dl className="space-y-1 text-sm">
            <DetailRow label="Requested" value={when(data.requestedAt)} />
            {data.approvedAt ? <DetailRow label="Approved" value={when(data.approvedAt)} /> : null}
            {data.rejectedAt ? <DetailRow label="Rejected" value={when(data.rejectedAt)} /> : null}
            {data.rejectionReason ? <DetailRow label="Why" value={data.rejectionReason} /> : null}
            {data.receivedAt ? <DetailRow label="Received" value={when(data.receivedAt)} /> : null}
            {data.refundedAt ? <DetailRow label="Refunded" value={when(data.refundedAt)} /> : null}
          </dl>
        </Panel>
      </div>

      {asking === 'approve' ? (
        <ConfirmDialog
          title={`Approve return ${data.number}?`}
          confirmLabel={STEP_LABELS[asking]}
          pending={step.isPending}
          error={step.error?.message}
          onCancel={() => setAsking(null)}
          onConfirm={() => step.mutate(asking)}
        >
          <p>The shopper is told by mail to send the items back.</p>
        </ConfirmDialog>
      ) : null}
      {asking === 'receive' ? (
        <ConfirmDialog
          title={`Mark return ${data.number} received?`}
          confirmLabel={STEP_LABELS[asking]}
          pending={step.isPending}
          error={step.error?.message}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setDecisionsChecked(true);
            if (data.lines.some((line) => missingReason(line.position))) return;
            step.mutate('receive');
          }}
        >
          <p>
            For each item, say whether it goes back in stock to be sold again, or is written off.
            The shopper is told by mail.
          </p>
          <ReceiveDecisions
            lines={data.lines}
            decisions={decisions}
            checked={decisionsChecked}
            missingReason={missingReason}
            onDecide={decide}
          />
        </ConfirmDialog>
      ) : null}
      {asking === 'reject' ? (
        <ConfirmDialog
          title={`Reject return ${data.number}?`}
          confirmLabel="Reject"
          tone="danger"
          pending={step.isPending}
          error={step.error?.message}
          onCancel={() => setAsking(null)}
          onConfirm={() => step.mutate('reject')}
        >
          <label className="block text-sm font-semibold text-clay-800">
            Reason (sent to the shopper)
            <input
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              className="field mt-1"
            />
          </label>
        </ConfirmDialog>
      ) : null}
      {asking === 'refund' ? (
        <ConfirmDialog
          title={`Refund return ${data.number}?`}
          confirmLabel="Refund"
          pending={step.isPending}
          error={step.error?.message}
          onCancel={() => setAsking(null)}
          onConfirm={() => step.mutate('refund')}
        >
          <p>
            {data.refundQuote ? formatInr(data.refundQuote.amount) : ''}{' '}
            {cod
              ? 'paid out by bank transfer or UPI: enter the transfer’s reference.'
              : 'refunded through the payment gateway.'}
          </p>
          {cod ? (
            <label className="block text-sm font-semibold text-clay-800">
              Transfer reference (UTR)
              <input
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                maxLength={64}
                className="field mt-1"
              />
            </label>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </ConsolePage>
  );
}
