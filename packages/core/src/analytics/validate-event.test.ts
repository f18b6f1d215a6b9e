import { describe, expect, it } from 'vitest';
import { findAnalyticsEventError, validateAnalyticsEvent } from './validate-event.js';

const base = { type: 'page', messageId: 'm-1' };

describe('validateAnalyticsEvent', () => {
  it.each([
    ['Event is nil', null],
    ['Event is nil', undefined],
    ['Event is not an object', 'click'],
    ['Event is not an object', [base]],
    ['.type is not a string', { messageId: 'm' }],
    ['.messageId is not a string', { type: 'page', messageId: 7 }],
    ['.event is not a string', { ...base, type: 'track', properties: {} }],
    ['.properties is not an object', { ...base, type: 'track', event: 'Clicked' }],
    ['.properties is not an object', { ...base, type: 'track', event: 'Clicked', properties: null }],
    ['.traits is not an object', { ...base, type: 'identify' }],
    ['.traits is not an object', { ...base, type: 'group', traits: 'x' }],
  ])('"%s"', (message, event) => {
    expect(() => validateAnalyticsEvent(event)).toThrow(new Error(message));
    expect(findAnalyticsEventError(event)).toBe(message);
  });

  it('returns a valid event', () => {
    const track = { ...base, type: 'track', event: 'Top bar clicked', properties: { url: '/x' } };
    expect(validateAnalyticsEvent(track)).toBe(track);
    expect(findAnalyticsEventError({ ...base, type: 'identify', traits: {} })).toBeNull();
    expect(findAnalyticsEventError(base)).toBeNull();
  });
});
