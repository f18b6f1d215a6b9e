import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_DOM_EVENT } from '@/lib/analytics';
import { TopBarMessages } from './top-bar-messages';

const messages = [
  { title: 'First offer', url: '/one', newTab: false },
  { title: 'Second offer', url: '/two', newTab: true },
];

describe('TopBarMessages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"rotates to the next call-to-action every 6 s when there is more than one"', () => {
    render(<TopBarMessages messages={messages} />);
    expect(screen.getByRole('link').textContent).toContain('First offer');
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(screen.getByRole('link').textContent).toContain('First offer');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('link').textContent).toContain('Second offer');
    expect(screen.getByRole('link').getAttribute('target')).toBe('_blank');
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getByRole('link').textContent).toContain('First offer');
  });

  it('does not rotate a single message', () => {
    render(<TopBarMessages messages={messages.slice(0, 1)} />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('link').textContent).toContain('First offer');
  });

  it('pauses while hovered', () => {
    render(<TopBarMessages messages={messages} />);
    fireEvent.mouseEnter(screen.getByRole('link').parentElement!);
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByRole('link').textContent).toContain('First offer');
  });

  it('fires an analytics track event on click', () => {
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    window.addEventListener(ANALYTICS_DOM_EVENT, listener);
    render(<TopBarMessages messages={messages} />);
    const link = screen.getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    window.removeEventListener(ANALYTICS_DOM_EVENT, listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toMatchObject({
      type: 'track',
      event: 'Top Bar Clicked',
      properties: { url: '/one' },
    });
    expect(typeof seen[0]!.detail.messageId).toBe('string');
  });
});
