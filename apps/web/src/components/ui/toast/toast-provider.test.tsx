import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';

function Trigger({ type, durationMs }: { type?: string; durationMs?: number }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(`Hello ${type ?? 'none'}`, { type, durationMs })}>
      show {type ?? 'none'}
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"Toast: disappears after 2 s by default"', () => {
    render(
      <ToastProvider>
        <Trigger type="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    expect(screen.getByText('Hello success')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Hello success')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Hello success')).toBeNull();
  });

  it('"success, error, anything else is treated as info"', () => {
    render(
      <ToastProvider>
        <Trigger type="success" />
        <Trigger type="error" />
        <Trigger type="warning" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    fireEvent.click(screen.getByRole('button', { name: 'show error' }));
    fireEvent.click(screen.getByRole('button', { name: 'show warning' }));
    const types = [...document.querySelectorAll('[data-type]')].map((node) => node.getAttribute('data-type'));
    expect(types.sort()).toEqual(['error', 'info', 'success']);
    expect(screen.getByRole('alert').textContent).toContain('Hello error');
  });

  it('honours a custom duration and can be dismissed', () => {
    render(
      <ToastProvider>
        <Trigger type="info" durationMs={20_000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show info' }));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Hello info')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Hello info')).toBeNull();
  });

  it('throws outside its provider', () => {
    expect(() => render(<Trigger />)).toThrow('useToast must be used within a ToastProvider');
  });
});
