// First-party analytics: validated events (spec: content-and-presentation §5) dispatched to whoever listens
// (a self-hosted collector script, or the e2e tests). No third-party code is loaded.
import { findAnalyticsEventError, type AnalyticsEvent } from '@reef/core';

/** Name of the DOM event every tracked event is dispatched as. */
export const ANALYTICS_DOM_EVENT = 'reef:analytics';

function createMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** Tracks an event with its properties; an invalid event is dropped with a console warning. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): AnalyticsEvent | null {
  const message = {
    type: 'track',
    messageId: createMessageId(),
    event,
    properties,
    timestamp: new Date().toISOString(),
  };
  const error = findAnalyticsEventError(message);
  if (error) {
    console.warn(`Analytics event dropped: ${error}`);
    return null;
  }
  if (typeof window !== 'undefined') {
    const queue = ((window as unknown as { reefAnalytics?: AnalyticsEvent[] }).reefAnalytics ??= []);
    queue.push(message);
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: message }));
  }
  return message;
}
