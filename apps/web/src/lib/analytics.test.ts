import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, flushAnalytics, trackEvent } from './analytics';

function beaconBodies(spy: ReturnType<typeof vi.fn>): Promise<{ events: { event: string }[] }[]> {
  return Promise.all(
    spy.mock.calls.map(
      async ([, blob]) => JSON.parse(await (blob as Blob).text()) as { events: { event: string }[] },
    ),
  );
}

describe('first-party analytics (content-and-presentation §5 "Analytics events")', () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    configureAnalytics('http://api.test');
  });
  afterEach(() => {
    flushAnalytics();
    vi.useRealTimers();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });

  it('batches events and sends them with sendBeacon to the API, as text/plain', async () => {
    trackEvent('page_viewed', { path: '/a' });
    trackEvent('user_viewed', { path: '/a', type: 'tutorial', id: 1 });
    expect(sendBeacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('http://api.test/v1/analytics/events');
    expect((sendBeacon.mock.calls[0]![1] as Blob).type).toBe('text/plain;charset=utf-8');
    const [body] = await beaconBodies(sendBeacon);
    expect(body!.events.map((event) => event.event)).toEqual(['page_viewed', 'user_viewed']);
  });

  it('"Track events need a string event name": an invalid event is dropped, never sent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(trackEvent(42 as unknown as string)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Analytics event dropped: .event is not a string');
  });

  it('sends nothing under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(trackEvent('page_viewed', { path: '/b' })).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
