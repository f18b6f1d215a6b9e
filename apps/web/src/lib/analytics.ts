// First-party analytics: validated events (spec: content-and-presentation §5) are dispatched as a DOM event and,
// unless the visitor opted out (Do Not Track / Global Privacy Control), queued and sent in batches to the API's
// POST /v1/analytics/events with navigator.sendBeacon (never blocking the page). No third-party code is loaded.
import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_FLUSH_DELAY_MS,
  findAnalyticsEventError,
  type AnalyticsEvent,
} from '@reef/core';
import { hasOptedOutOfTracking } from './cookies';

/** Name of the DOM event every tracked event is dispatched as. */
export const ANALYTICS_DOM_EVENT = 'reef:analytics';

/** The API route analytics batches are sent to. */
export const ANALYTICS_EVENTS_PATH = '/v1/analytics/events';

function createMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

let endpoint: string | null = null;
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(batch: AnalyticsEvent[]): void {
  if (!endpoint || batch.length === 0) return;
  // text/plain is CORS-safelisted: the beacon goes to the API's origin without a preflight.
  const body = JSON.stringify({ events: batch });
  const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob)) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => {
    // analytics never disturbs the page
  });
}

/** Sends whatever is queued now (also done when the page is hidden or left). */
export function flushAnalytics(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_BATCH_MAX_EVENTS));
}

/** Where batches go: the API's events route (`null` stops sending). Called once by the tracker in the layout. */
export function configureAnalytics(apiUrl: string | null): void {
  endpoint = apiUrl ? `${apiUrl.replace(/\/+$/, '')}${ANALYTICS_EVENTS_PATH}` : null;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    };
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', flushAnalytics);
  }
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (timer !== undefined || !endpoint) return;
  timer = setTimeout(flushAnalytics, ANALYTICS_FLUSH_DELAY_MS);
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
    const recorded = ((window as unknown as { reefAnalytics?: AnalyticsEvent[] }).reefAnalytics ??= []);
    recorded.push(message);
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: message }));
    if (!hasOptedOutOfTracking()) {
      queue.push(message);
      if (queue.length >= ANALYTICS_BATCH_MAX_EVENTS) flushAnalytics();
      else schedule();
    }
  }
  return message;
}
