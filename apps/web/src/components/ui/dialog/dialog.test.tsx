import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title="Hello">
        Body text
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal with its title as the accessible name', () => {
    render(<Harness />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Hello' }).id);
  });

  it('"the close button ... closes it"', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(document.querySelector('dialog')!.open).toBe(false);
  });

  it('"the cancel event closes it"', () => {
    render(<Harness />);
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
