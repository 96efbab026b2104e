import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Route, Switch } from '../../lib/router';
import { adminPaths } from '../paths';
import { toast } from 'react-toastify';
import {
  inviteRequestSchema,
  type Invitation,
  type InviteRequest,
  type StaffMember,
} from '@terracraft/shared/staff';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import { api, ApiError } from '../../lib/api-client';
import { useConsoleUser } from '../auth/console-user';
import { ActionError } from '../components/action-error';
import { ConfirmDialog } from '../../components/dialog';
import { ConsolePage, Panel } from '../components/console-page';
import { DataTable, type Column } from '../components/data-table';
import { showServerFieldErrors, TextField } from '../../components/fields';
import { StatusBadge } from '../components/status-badge';
import { adminKeys } from '../query-keys';
import { ROLE_LABELS } from '../texts';

const staffKey = adminKeys.list('staff', { of: 'members' });
const invitationsKey = adminKeys.list('staff', { of: 'invitations' });

const when = (at: string) => `${formatShortDate(at)}, ${formatTime(at)}`;

/** The owner's Staff page: who runs the shop with them, invitations, removal. */
export default function StaffArea() {
  return (
    <Switch>
      <Route path={adminPaths.staff}>
        <StaffPage />
      </Route>
    </Switch>
  );
}

function StaffPage() {
  return (
    <ConsolePage
      title="Staff"
      description="Who helps run the shop. Staff work on orders, the catalogue, stock, coupons, reviews and messages; only owners see this page, the audit log and the settings."
    >
      <div className="grid gap-6">
        <InviteForm />
        <Members />
        <Invitations />
      </div>
    </ConsolePage>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setError } = useForm<InviteRequest>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '' },
  });
  const invite = useMutation({
    mutationFn: (body: InviteRequest) => api('admin.staff.invite', { body }),
    onSuccess: ({ invitation, mailSent }) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
      reset();
      if (mailSent) toast.success(`Invitation sent to ${invitation.email}.`);
      else
        toast.warning(
          `The invitation to ${invitation.email} is saved, but its mail could not be sent. Invite again to resend it.`,
        );
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  return (
    <Panel title="Invite a staff member">
      <form
        noValidate
        onSubmit={handleSubmit((values) => invite.mutate(values))}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          control={control}
          name="email"
          label="Email address"
          type="email"
          hint="They get a mail with a link, valid 7 days; they sign up or sign in with this address, then open it."
          required
          className="min-w-[min(16rem,100%)] flex-1"
        />
        <button type="submit" className="btn-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </form>
      {invite.error && !(invite.error instanceof ApiError && invite.error.status === 400) ? (
        <ActionError error={invite.error} className="mt-4" />
      ) : null}
    </Panel>
  );
}

function Members() {
  const { user } = useConsoleUser();
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => api('admin.staff.list', { signal }),
  });
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useMutation({
    mutationFn: (member: StaffMember) =>
      api('admin.staff.remove', { params: { userId: member.id } }),
    onSuccess: (list, member) => {
      queryClient.setQueryData(staffKey, list);
      setRemoving(null);
      toast.success(`${member.email} is no longer on the staff.`);
    },
  });
  const columns: Column<StaffMember>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <span className="font-medium text-clay-900">{member.name || member.email}</span>
      ),
    },
    { id: 'email', header: 'Email', cell: (member) => member.email },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => (
        <StatusBadge tone={member.role === 'owner' ? 'info' : 'neutral'}>
          {ROLE_LABELS[member.role]}
        </StatusBadge>
      ),
    },
    { id: 'since', header: 'Since', cell: (member) => formatShortDate(member.since) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (member) =>
        member.role === 'staff' && member.id !== user.id ? (
          <button
            type="button"
            className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            onClick={() => {
              remove.reset();
              setRemoving(member);
            }}
          >
            Remove
          </button>
        ) : null,
    },
  ];
  return (
    <Panel title="Owners and staff">
      <DataTable
        caption="Owners and staff"
        columns={columns}
        rows={members.data?.items}
        rowKey={(member) => member.id}
        loading={members.isFetching}
        error={members.error}
        onRetry={() => void members.refetch()}
        empty="Nobody has a role yet."
      />
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name || removing.email} from the staff?`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          tone="danger"
          pending={remove.isPending}
          error={remove.error?.message}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing)}
        >
          <p>
            They are signed out at once and can no longer open the console. Their account stays a
            shopper&apos;s account.
          </p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}

function Invitations() {
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => api('admin.staff.invitations', { signal }),
  });
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) =>
      api('admin.staff.revokeInvitation', { params: { id: invitation.id } }),
    onSuccess: (list, invitation) => {
      queryClient.setQueryData(invitationsKey, list);
      setRevoking(null);
      toast.success(`The invitation to ${invitation.email} is withdrawn.`);
    },
  });
  const columns: Column<Invitation>[] = [
    {
      id: 'email',
      header: 'Email',
      cell: (invitation) => <span className="font-medium text-clay-900">{invitation.email}</span>,
    },
    {
      id: 'invitedBy',
      header: 'Invited by',
      cell: (invitation) => invitation.invitedBy?.email ?? '—',
    },
    { id: 'sentAt', header: 'Sent', cell: (invitation) => when(invitation.sentAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (invitation) =>
        invitation.expired ? (
          <StatusBadge tone="danger">Expired</StatusBadge>
        ) : (
          <StatusBadge tone="warning">Until {formatShortDate(invitation.expiresAt)}</StatusBadge>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (invitation) => (
        <button
          type="button"
          className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          onClick={() => {
            revoke.reset();
            setRevoking(invitation);
          }}
        >
          Withdraw
        </button>
      ),
    },
  ];
  return (
    <Panel title="Pending invitations">
      <DataTable
        caption="Pending invitations"
        columns={columns}
        rows={invitations.data?.items}
        rowKey={(invitation) => invitation.id}
        loading={invitations.isFetching}
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
        empty="No invitation is waiting."
      />
      {revoking ? (
        <ConfirmDialog
          title={`Withdraw the invitation to ${revoking.email}?`}
          confirmLabel="Withdraw"
          pendingLabel="Withdrawing..."
          tone="danger"
          pending={revoke.isPending}
          error={revoke.error?.message}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoke.mutate(revoking)}
        >
          <p>Its link stops working. You can invite the address again later.</p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
