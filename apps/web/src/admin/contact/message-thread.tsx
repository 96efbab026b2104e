import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from '../../lib/router';
import { toast } from 'react-toastify';
import type { MessageStatus, MessageThread } from '@terracraft/shared/contact/admin';
import { formatFullDate, formatTime } from '@terracraft/shared/dates';
import { QueryError } from '../../components/query-error';
import { api, ApiError } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { ConsolePage, Panel } from '../components/console-page';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { MessageStatusBadge } from './message-status';

const when = (iso: string) => `${formatFullDate(iso)}, ${formatTime(iso)}`;

/** One message, the replies sent to it, a reply box, and Mark handled / Mark as new. */
export function MessageThreadPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const replyId = useId();
  const [text, setText] = useState('');
  const thread = useQuery({
    queryKey: adminKeys.detail('contact', id),
    queryFn: ({ signal }) => api('admin.contact.get', { params: { id }, signal }),
  });
  const changed = (saved: MessageThread) => {
    queryClient.setQueryData(adminKeys.detail('contact', id), saved);
    void queryClient.invalidateQueries({ queryKey: adminKeys.lists('contact') });
  };
  const setStatus = useMutation({
    mutationFn: (status: MessageStatus) =>
      api('admin.contact.setStatus', {
        params: { id },
        body: { status, updatedAt: thread.data!.updatedAt },
      }),
    onSuccess: (saved) => {
      changed(saved);
      toast.success(saved.status === 'handled' ? 'Marked handled' : 'Marked as new');
    },
  });
  const reply = useMutation({
    mutationFn: (body: string) =>
      api('admin.contact.reply', { params: { id }, body: { text: body } }),
    onSuccess: (saved) => {
      changed(saved);
      setText('');
      toast.success(`Reply sent to ${saved.email}`);
    },
  });

  const message = thread.data;
  if (!message) {
    return (
      <ConsolePage title="Message">
        {thread.error ? (
          <QueryError
            error={thread.error}
            onRetry={() => void thread.refetch()}
            what="this message"
          />
        ) : (
          <p role="status">Loading the message…</p>
        )}
      </ConsolePage>
    );
  }
  const replyError =
    reply.error instanceof ApiError ? (reply.error.fields.text ?? undefined) : undefined;
  return (
    <ConsolePage
      title={message.subject || 'Message'}
      description={
        <>
          From {message.name ? `${message.name} ` : ''}&lt;{message.email}&gt;,{' '}
          {when(message.receivedAt)} <MessageStatusBadge status={message.status} />
        </>
      }
      actions={
        <>
          <Link to={adminPaths.contact} className="btn-outline px-5 py-2.5">
            Back to messages
          </Link>
          <button
            type="button"
            className="btn-outline px-5 py-2.5"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(message.status === 'new' ? 'handled' : 'new')}
          >
            {message.status === 'new' ? 'Mark handled' : 'Mark as new'}
          </button>
        </>
      }
    >
      {setStatus.error ? (
        <ActionError
          error={setStatus.error}
          onReload={() => void thread.refetch().then(() => setStatus.reset())}
          className="mb-4"
        />
      ) : null}
      <div className="space-y-4">
        <Panel title="Message">
          <p className="whitespace-pre-line text-clay-900">{message.message}</p>
        </Panel>
        {message.replies.length > 0 ? (
          <Panel title="Replies">
            <ol className="space-y-4">
              {message.replies.map((sent) => (
                <li key={sent.id} className="rounded-xl bg-clay-50 p-4">
                  <p className="mb-2 text-sm text-clay-700">
                    {sent.sentBy?.email ?? 'Staff'}, {when(sent.sentAt)}
                  </p>
                  <p className="whitespace-pre-line text-clay-900">{sent.text}</p>
                </li>
              ))}
            </ol>
          </Panel>
        ) : null}
        <Panel title="Reply by mail">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim()) reply.mutate(text);
            }}
          >
            <label htmlFor={replyId} className="mb-1.5 block text-sm font-medium text-clay-800">
              Your reply to {message.email}
            </label>
            <textarea
              id={replyId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={6}
              maxLength={10_000}
              aria-invalid={replyError ? true : undefined}
              className="field"
            />
            {replyError ? <p className="mt-1 text-sm text-red-700">{replyError}</p> : null}
            {reply.error && !replyError ? (
              <ActionError error={reply.error} className="mt-3" />
            ) : null}
            <p className="mt-2 text-sm text-clay-700">
              Sent from the shop, with answers going to its support address. Sending marks the
              message handled.
            </p>
            <div className="mt-3 flex justify-end">
              <button
                type="submit"
                className="btn-primary px-6 py-2.5"
                disabled={reply.isPending || !text.trim()}
              >
                {reply.isPending ? 'Sending...' : 'Send reply'}
              </button>
            </div>
          </form>
        </Panel>
      </div>
    </ConsolePage>
  );
}
