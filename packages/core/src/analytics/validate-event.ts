// spec: content-and-presentation §5 "Analytics events" and §8 (messages).

/** Validation messages of analytics events, each naming the field. */
export const ANALYTICS_EVENT_ERRORS = {
  nil: 'Event is nil',
  notObject: 'Event is not an object',
  type: '.type is not a string',
  messageId: '.messageId is not a string',
  event: '.event is not a string',
  properties: '.properties is not an object',
  traits: '.traits is not an object',
} as const;

/** An analytics event that passed validation. */
export type AnalyticsEvent = {
  type: string;
  messageId: string;
  event?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  [key: string]: unknown;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first validation message an event fails, or `null` when it is valid. */
export function findAnalyticsEventError(event: unknown): string | null {
  if (event === null || event === undefined) return ANALYTICS_EVENT_ERRORS.nil;
  if (!isObject(event)) return ANALYTICS_EVENT_ERRORS.notObject;
  if (typeof event.type !== 'string') return ANALYTICS_EVENT_ERRORS.type;
  if (typeof event.messageId !== 'string') return ANALYTICS_EVENT_ERRORS.messageId;
  if (event.type === 'track') {
    if (typeof event.event !== 'string') return ANALYTICS_EVENT_ERRORS.event;
    if (!isObject(event.properties)) return ANALYTICS_EVENT_ERRORS.properties;
  }
  if ((event.type === 'group' || event.type === 'identify') && !isObject(event.traits)) {
    return ANALYTICS_EVENT_ERRORS.traits;
  }
  return null;
}

/** Validate an analytics event; returns it typed, or throws an Error with the field's message. */
export function validateAnalyticsEvent(event: unknown): AnalyticsEvent {
  const error = findAnalyticsEventError(event);
  if (error !== null) throw new Error(error);
  return event as AnalyticsEvent;
}
