import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function FormInModal({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState('');
  return (
    <Modal title="Number" isOpen onClose={() => onClose()}>
      <input aria-label="Phone" value={value} onChange={(e) => setValue(e.target.value)} />
    </Modal>
  );
}

describe('Modal', () => {
  it('keeps the focus in a field inside it while the player types, even with an inline onClose', async () => {
    const user = userEvent.setup();
    render(<FormInModal onClose={vi.fn()} />);
    const field = screen.getByLabelText('Phone');
    await user.click(field);
    await user.keyboard('98765');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('98765');
  });

  it('closes on Escape with the latest onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<FormInModal onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
