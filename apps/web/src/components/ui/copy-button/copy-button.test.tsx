import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"becomes Copied! on success ... reverts to Copy after 5 seconds"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, platform: 'Linux' });
    render(<CopyButton text="echo hi" />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('echo hi');
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('button').textContent).toBe('Copied!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('on failure shows "Press Ctrl+C to copy" off Mac and selects the code text', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      platform: 'Linux',
    });
    render(
      <>
        <code id="snippet">ls -la</code>
        <CopyButton text="ls -la" selectTargetId="snippet" />
      </>,
    );
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button').textContent).toBe('Press Ctrl+C to copy');
    expect(window.getSelection()?.toString()).toBe('ls -la');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('on failure shows "Press Cmd+C to copy" on a Mac', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined, platform: 'MacIntel' });
    render(<CopyButton text="x" />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button').textContent).toBe('Press Cmd+C to copy');
  });
});
