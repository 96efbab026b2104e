import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A modal dialog for more than a yes or no (a record's details, a small form such as "Ship
 * order"): the page behind is out of reach, Escape and the close button close it, focus goes
 * back where it was. Render it only while it is open. For a yes/no, use ConfirmDialog.
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
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  size?: 'medium' | 'wide' | 'drawer';
  /** The close button's name, for screen readers. */
  closeLabel?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const drawer = size === 'drawer';

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    close.current?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  return (
    // A click on the dialog element itself, not on its content, is a click on the backdrop
    // beside the drawer; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
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
