import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A modal dialog for more than a yes or no (a record's details, a small form such as "Ship
 * order"): the page behind is out of reach, Escape and the close button close it, focus goes
 * back where it was. Render it only while it is open. For a yes/no, use ConfirmDialog.
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'medium',
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  size?: 'medium' | 'wide';
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();

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
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[90vh] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/40',
        size === 'wide' ? 'w-[min(96vw,64rem)]' : 'w-[min(92vw,36rem)]',
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-clay-100 px-6 py-4">
        <h2 id={titleId} className="text-xl font-semibold text-clay-900">
          {title}
        </h2>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="icon-button -mr-2 size-9"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
