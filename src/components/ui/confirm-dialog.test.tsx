// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function Harness({ onConfirm, pending = false }: { onConfirm: () => void; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel order TS-1?"
        description="The products' stock will be restored."
        confirmLabel="Yes, cancel"
        cancelLabel="Keep the order"
        destructive
        pending={pending}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its question, with focus on the safe choice', () => {
    render(<Harness onConfirm={() => undefined} />);
    open();
    const dialog = screen.getByRole('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Cancel order TS-1?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe("The products' stock will be restored.");
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the order' }));
  });

  it('runs the action only on the confirm button', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    open();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open while the action is pending', async () => {
    render(<Harness onConfirm={() => undefined} pending />);
    open();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
