import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '../lib/cn';

/**
 * Opens the <dialog> modally while it is rendered, puts focus on `first` (or on whatever inside
 * carries `data-autofocus`), and gives focus back to where it was when it closes.
 */
function useModal(
  dialog: RefObject<HTMLDialogElement | null>,
  first: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    const chosen = element?.querySelector<HTMLElement>('[data-autofocus]');
    (chosen ?? first.current)?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, [dialog, first]);
}

/**
 * A modal dialog for more than a yes or no (a record's details, a form such as "Ship order" or a
 * return request): the page behind is out of reach, Escape and the close button close it unless
 * it is `busy`, focus goes back where it was. Render it only while it is open. For a yes or no,
 * use ConfirmDialog.
 *
 * It fits the screen it is on, a phone's too: never wider than the screen, and a body taller
 * than the screen scrolls inside the dialog while its title and close button stay in view.
 * `size="drawer"` slides it in from the screen's left edge at full height (the console's menu on a
 * phone); a tap beside it closes it too.
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'medium',
  closeLabel = 'Close',
  busy = false,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  size?: 'medium' | 'wide' | 'drawer';
  /** The close button's name, for screen readers. */
  closeLabel?: string;
  /** While something is being sent, the dialog stays open. */
  busy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const drawer = size === 'drawer';
  useModal(dialog, close);

  return (
    // A click on the dialog element itself, not on its content, is a click on the backdrop
    // beside the drawer; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={drawer ? (event) => event.target === event.currentTarget && onClose() : undefined}
      className={cn(
        'bg-white p-0 shadow-2xl backdrop:bg-black/40 open:flex open:flex-col',
        drawer
          ? 'my-0 ml-0 h-dvh max-h-none w-[min(20rem,85vw)] rounded-r-2xl'
          : 'm-auto max-h-[min(90vh,calc(100dvh-2rem))] rounded-2xl',
        size === 'wide' && 'w-[min(96vw,64rem)]',
        size === 'medium' && 'w-[min(92vw,36rem)]',
      )}
    >
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-clay-100 px-4 py-4 sm:px-6">
        <h2 id={titleId} className="text-xl font-semibold text-clay-900">
          {title}
        </h2>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label={closeLabel}
          className="icon-button -mr-2 size-9"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
        {children}
      </div>
    </dialog>
  );
}

/**
 * Asks before an action that cannot be undone. A modal <dialog>: the page behind is out of reach
 * (focus stays inside), Escape and Cancel close it unless the action is under way, and focus
 * goes back where it was. Render it only while it is open. Its content may hold a field the
 * action needs (a password, say): Enter in it confirms, and `data-autofocus` puts focus there
 * instead of on Cancel.
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
  confirmDisabled = false,
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
  /** The action cannot be confirmed yet (a field it needs is empty). */
  confirmDisabled?: boolean;
  /** Why the action failed, shown in the dialog (an ApiError's message, say). */
  error?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useModal(dialog, cancel);

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  }

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
      <form noValidate onSubmit={confirm}>
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
            type="submit"
            disabled={pending || confirmDisabled}
            className={cn(
              tone === 'danger'
                ? 'inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60'
                : 'btn-primary',
            )}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
