import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Page({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <button type="button">Behind</button>
      <Modal title="Edit address" onClose={onClose}>
        <input aria-label="Street" />
        <button type="button">Save Changes</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that focuses its first control and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    const street = screen.getByRole('textbox', { name: 'Street' });
    expect(street).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab();
    expect(street).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  });

  it('closes on Escape when it may be closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives focus back to where it was when it goes away', async () => {
    const user = userEvent.setup();
    // The opener stays mounted while the dialog comes and goes, as on every page that has one.
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          {open && (
            <Modal title="Filters" onClose={() => {}}>
              <button type="button">Apply</button>
            </Modal>
          )}
        </>
      );
    }
    const { rerender } = render(<Page open={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    rerender(<Page open />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    rerender(<Page open={false} />);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
