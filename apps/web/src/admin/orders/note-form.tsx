import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { orderNoteSchema, type AdminOrder } from '@terracraft/shared/orders/admin';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { TextAreaField, hasFieldErrors, showServerFieldErrors } from '../../components/fields';

/** Staff's own notes on an order: never shown to the shopper. */
export function NoteForm({
  number,
  onSaved,
}: {
  number: string;
  onSaved(order: AdminOrder): void;
}) {
  const { control, handleSubmit, setError, reset } = useForm<{ text: string }>({
    resolver: zodResolver(orderNoteSchema),
    defaultValues: { text: '' },
  });
  const save = useMutation({
    mutationFn: ({ text }: { text: string }) =>
      api('admin.orders.addNote', { params: { number }, body: { text } }),
    onSuccess: (order) => {
      reset({ text: '' });
      onSaved(order);
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-3">
      <TextAreaField
        control={control}
        name="text"
        label="Add a note"
        hint="For staff only; it joins the timeline."
        rows={3}
      />
      {hasFieldErrors(save.error) ? null : <ActionError error={save.error} />}
      <button type="submit" className="btn-primary px-4 py-2" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Add note'}
      </button>
    </form>
  );
}
