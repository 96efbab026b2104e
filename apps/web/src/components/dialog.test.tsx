import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './dialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks in a modal dialog; Escape cancels unless the action is under way', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="Remove Asha from the staff?"
        confirmLabel="Remove"
        tone="danger"
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        She will be signed out.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Asha from the staff?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();

    rerender(
      <ConfirmDialog
        title="Remove Asha from the staff?"
        confirmLabel="Remove"
        pending
        error="The shop could not be reached."
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert').textContent).toBe('The shop could not be reached.');
  });
});

describe('ConfirmDialog with a field', () => {
  it('starts in the field, confirms with Enter once it is filled, and not before', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="Delete your account?"
        confirmLabel="Delete My Account"
        confirmDisabled
        onCancel={() => {}}
        onConfirm={onConfirm}
      >
        <input aria-label="Your password" data-autofocus />
      </ConfirmDialog>,
    );
    const field = screen.getByRole('textbox', { name: 'Your password' });
    expect(document.activeElement).toBe(field);
    const button = screen.getByRole('button', { name: 'Delete My Account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(field.closest('form')!);
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(
      <ConfirmDialog
        title="Delete your account?"
        confirmLabel="Delete My Account"
        onCancel={() => {}}
        onConfirm={onConfirm}
      >
        <input aria-label="Your password" data-autofocus />
      </ConfirmDialog>,
    );
    fireEvent.submit(field.closest('form')!);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('Dialog', () => {
  it('starts on its close button and gives focus back to its opener when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    const { unmount } = render(
      <Dialog title="Ship order #TC1001" onClose={onClose}>
        <p>Courier and AWB</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ship order #TC1001' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('stays open while it is busy: neither Escape nor its close button closes it', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Return items of order #TC1001" onClose={onClose} busy>
        <p>Sending...</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Return items of order #TC1001' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
