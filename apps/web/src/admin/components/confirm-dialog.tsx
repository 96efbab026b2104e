import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Asks before an action that cannot be undone. A modal <dialog>: the page behind is out of reach
 * (focus stays inside), Escape and Cancel close it unless the action is under way, and focus
 * goes back where it was. Render it only while it is open.
 *
 *     {removing ? (
 *       <ConfirmDialog title={`Remove ${name} from the staff?`} confirmLabel="Remove" tone="danger"
 *         pending={remove.isPending} error={remove.error} onCancel={…} onConfirm={…}>
 *         They will be signed out and lose access to the console.
 *       </ConfirmDialog>
 *     ) : null}
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel = 'Working...',
  cancelLabel = 'Cancel',
  tone = 'default',
  pending = false,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** Red for what removes or ends something. */
  tone?: 'default' | 'danger';
  pending?: boolean;
  /** Why the action failed, shown in the dialog (an ApiError's message, say). */
  error?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      // Never wider or taller than a phone's screen: a long one scrolls inside itself.
      className="m-auto max-h-[min(90vh,calc(100dvh-2rem))] w-[min(92vw,30rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-black/40 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold text-clay-900">
        {title}
      </h2>
      {children ? (
        <div id={textId} className="mt-3 space-y-2 text-clay-700">
          {children}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          className="btn-outline"
          onClick={onCancel}
          disabled={pending}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={cn(
            tone === 'danger'
              ? 'inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
              : 'btn-primary',
          )}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
