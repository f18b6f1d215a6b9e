import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUTTON_STATES } from '@reef/core';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('runs its click handler in the default state', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(BUTTON_STATES.filter((state) => state !== 'default'))(
    '"in every state except default it blocks clicks and keys other than Tab" (%s)',
    (state) => {
      const onClick = vi.fn();
      const onKeyDown = vi.fn();
      render(
        <Button state={state} onClick={onClick} onKeyDown={onKeyDown}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();

      const enter = fireEvent.keyDown(button, { key: 'Enter' });
      expect(enter).toBe(false); // default prevented
      expect(onKeyDown).not.toHaveBeenCalled();

      const tab = fireEvent.keyDown(button, { key: 'Tab' });
      expect(tab).toBe(true);
      expect(onKeyDown).toHaveBeenCalledTimes(1);
    },
  );

  it('stays focusable while blocked so Tab moves past it', async () => {
    render(
      <>
        <Button state="loading">Saving</Button>
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Saving' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('marks the loading state busy and shows the state label', () => {
    render(
      <Button state="loading" stateLabel="Saving…">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
