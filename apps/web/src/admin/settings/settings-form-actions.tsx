import { ActionError, isStaleError } from '../components/action-error';
import { hasFieldErrors } from '../../components/fields';

/**
 * The foot of every settings form: a save error the fields do not show (a stale copy, a refusal
 * of the whole form), then Discard changes and the save button.
 */
export function SettingsFormActions({
  saving,
  error,
  dirty,
  saveLabel,
  onDiscard,
  onReload,
}: {
  saving: boolean;
  error: Error | null;
  dirty: boolean;
  saveLabel: string;
  onDiscard(): void;
  onReload(): void;
}) {
  return (
    <>
      {error && (isStaleError(error) || !hasFieldErrors(error)) ? (
        <ActionError error={error} onReload={onReload} />
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button
          type="button"
          className="btn-outline"
          disabled={!dirty || saving}
          onClick={onDiscard}
        >
          Discard changes
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : saveLabel}
        </button>
      </div>
    </>
  );
}
