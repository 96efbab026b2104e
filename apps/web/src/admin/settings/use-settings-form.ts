import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { formatShortDate, formatTime } from '@terracraft/shared/dates';
import type { AdminSettings, SettingsUpdate } from '@terracraft/shared/settings';
import { api } from '../../lib/api-client';
import { showServerFieldErrors } from '../../components/fields';
import { adminKeys } from '../query-keys';

export const settingsKey = adminKeys.other('settings');

type SettingKey = keyof AdminSettings;
type SettingValue<Key extends SettingKey> = AdminSettings[Key]['value'];

/**
 * One settings form: it starts from the value the page read, saves the whole value with the
 * `updatedAt` it was read with (so a save over someone else's is refused with 409 STALE and
 * nothing is written), puts the saved settings in the page's cache and says so, and shows the
 * server's refusal of a field beside that field. The page keys each form by its `updatedAt`, so
 * a save or a reload starts it again from what the server holds.
 *
 *     const form = useSettingsForm({ settings, reload, setting: 'seller', schema, saved: '…' });
 *     <form onSubmit={form.onSubmit}>… <SettingsFormActions {...form.actions} saveLabel="Save" />
 */
export function useSettingsForm<Key extends SettingKey, Input extends FieldValues>({
  settings,
  reload,
  setting,
  schema,
  saved,
}: {
  settings: AdminSettings;
  /** Reads the settings again, after a refusal because someone saved since. */
  reload(): void;
  setting: Key;
  schema: z.ZodType<SettingValue<Key>, Input>;
  /** What the toast says once saved. */
  saved: string;
}) {
  const queryClient = useQueryClient();
  const entry: AdminSettings[Key] = settings[setting];
  const { updatedAt, updatedBy } = entry;
  const value: SettingValue<Key> = entry.value;
  const { control, handleSubmit, reset, setError, formState } = useForm<
    Input,
    unknown,
    SettingValue<Key>
  >({
    resolver: zodResolver(schema),
    // The schema takes what it gives: what the server holds is a valid input.
    defaultValues: value as DefaultValues<Input>,
  });

  const save = useMutation({
    mutationFn: (next: SettingValue<Key>) =>
      api('admin.settings.update', {
        // The key and its value come from one entry of AdminSettings, so they match.
        body: { key: setting, value: next, updatedAt } as SettingsUpdate,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      toast.success(saved);
    },
    onError: (error) => showServerFieldErrors(error, setError, { prefix: 'value.' }),
  });

  return {
    control,
    value,
    onSubmit: handleSubmit((next) => save.mutate(next)),
    /** "Last saved 1 Nov 2026, 3:30 pm by ravi@example.in.", or null while on the defaults. */
    lastSaved: updatedAt
      ? `Last saved ${formatShortDate(updatedAt)}, ${formatTime(updatedAt)}${updatedBy ? ` by ${updatedBy.email}` : ''}.`
      : null,
    /** For `SettingsFormActions`. */
    actions: {
      saving: save.isPending,
      error: save.error,
      dirty: formState.isDirty,
      onDiscard: () => reset(value as DefaultValues<Input>),
      onReload: reload,
    },
  };
}
