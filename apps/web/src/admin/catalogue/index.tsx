import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { SynonymGroup, SynonymGroupList } from '@terracraft/shared/catalogue';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { ConfirmDialog } from '../../components/dialog';
import { FormField } from '../../components/fields';
import { ConsolePage, Panel } from '../components/console-page';
import { DataTable, type Column } from '../components/data-table';
import { adminKeys } from '../query-keys';
import { SYNONYM_TEXTS as TEXT } from '../texts';

/** What staff type, as the server's list of terms: commas separate them. */
const termsOf = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

function TermsForm({
  initial = '',
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(terms: string[]): void;
  onCancel?(): void;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(termsOf(text));
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label={TEXT.termsLabel} hint={TEXT.termsHint}>
        {(props) => (
          <input
            {...props}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="field"
            autoComplete="off"
          />
        )}
      </FormField>
      <ActionError error={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-5 py-2.5" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-outline px-5 py-2.5" onClick={onCancel}>
            {TEXT.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The search synonym groups: list, add, change, delete. Search uses a change at once. */
export default function SynonymsArea() {
  const queryClient = useQueryClient();
  const groups = useQuery({
    queryKey: adminKeys.list('synonyms', {}),
    queryFn: ({ signal }) => api('admin.catalogue.synonyms', { signal }),
  });
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<SynonymGroup>();
  const [addKey, setAddKey] = useState(0);

  const setList = (list: SynonymGroupList) =>
    queryClient.setQueryData(adminKeys.list('synonyms', {}), list);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('synonyms') });

  const add = useMutation({
    mutationFn: (terms: string[]) => api('admin.catalogue.createSynonym', { body: { terms } }),
    onSuccess: () => {
      toast.success(TEXT.added);
      setAddKey((key) => key + 1);
      void refresh();
    },
  });
  const save = useMutation({
    mutationFn: ({ id, terms }: { id: string; terms: string[] }) =>
      api('admin.catalogue.updateSynonym', { params: { id }, body: { terms } }),
    onSuccess: () => {
      toast.success(TEXT.saved);
      setEditing(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('admin.catalogue.removeSynonym', { params: { id } }),
    onSuccess: (list) => {
      toast.success(TEXT.removed);
      setRemoving(undefined);
      setList(list);
    },
  });

  const columns: readonly Column<SynonymGroup>[] = [
    {
      id: 'terms',
      header: TEXT.termsLabel,
      cell: (group) =>
        editing === group.id ? (
          <TermsForm
            initial={group.terms.join(', ')}
            submitLabel={TEXT.save}
            pendingLabel={TEXT.saving}
            pending={save.isPending}
            error={save.error}
            onSubmit={(terms) => save.mutate({ id: group.id, terms })}
            onCancel={() => {
              save.reset();
              setEditing(undefined);
            }}
          />
        ) : (
          group.terms.join(', ')
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (group) =>
        editing === group.id ? null : (
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn-outline px-4 py-2"
              aria-label={`${TEXT.edit} ${group.terms.join(', ')}`}
              onClick={() => {
                save.reset();
                setEditing(group.id);
              }}
            >
              {TEXT.edit}
            </button>
            <button
              type="button"
              className="btn-outline px-4 py-2"
              aria-label={`${TEXT.remove} ${group.terms.join(', ')}`}
              onClick={() => {
                remove.reset();
                setRemoving(group);
              }}
            >
              {TEXT.remove}
            </button>
          </div>
        ),
    },
  ];

  return (
    <ConsolePage title={TEXT.title} description={TEXT.description}>
      <Panel title="Add a group">
        <TermsForm
          key={addKey}
          submitLabel={TEXT.add}
          pendingLabel={TEXT.adding}
          pending={add.isPending}
          error={add.error}
          onSubmit={(terms) => add.mutate(terms)}
        />
      </Panel>
      <div className="mt-6">
        <DataTable
          caption={TEXT.title}
          columns={columns}
          rows={groups.data?.items}
          rowKey={(group) => group.id}
          loading={groups.isFetching}
          error={groups.error}
          onRetry={() => void groups.refetch()}
          empty={TEXT.empty}
        />
      </div>
      {removing ? (
        <ConfirmDialog
          title={TEXT.removeTitle(removing.terms)}
          confirmLabel={TEXT.remove}
          tone="danger"
          pending={remove.isPending}
          error={remove.error instanceof Error ? remove.error.message : undefined}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => remove.mutate(removing.id)}
        >
          {TEXT.removeText}
        </ConfirmDialog>
      ) : null}
    </ConsolePage>
  );
}
