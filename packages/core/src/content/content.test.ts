import { describe, expect, it } from 'vitest';
import { isPubliclyVisible, isValidStatus, PUBLIC_STATUSES, STATUSES, statusesOf } from './statuses.js';
import {
  CONTENT_TYPES,
  DATABASE_REGIONS,
  hasDailyBackups,
  isOneOf,
  LANGUAGES,
  SORT_OPTIONS,
  sortOptionOf,
  TIME_RANGES,
  timeRangeSeconds,
  TUTORIAL_SUBTYPES,
} from './types.js';

describe('content model', () => {
  it('lists the 15 content types of content-and-presentation §3', () => {
    expect(CONTENT_TYPES).toHaveLength(15);
    expect(TUTORIAL_SUBTYPES).toContain('learning-path');
    expect(LANGUAGES).toEqual(['en', 'de', 'es', 'id', 'pt', 'ru', 'fr', 'ja', 'zh']);
  });

  it('"oldest (ascending timestamp, with suffix _oldest)"', () => {
    expect(SORT_OPTIONS.map((o) => o.name)).toEqual(['newest', 'oldest']);
    expect(sortOptionOf('oldest')).toEqual({ name: 'oldest', direction: 'asc', suffix: '_oldest' });
    expect(sortOptionOf('newest').direction).toBe('desc');
  });

  it('"Time ranges (seconds offset): all time (none), day 86400, week 604800, month 2678400, year 31536000"', () => {
    expect(TIME_RANGES).toHaveLength(5);
    expect(timeRangeSeconds('all')).toBeNull();
    expect(timeRangeSeconds('day')).toBe(86400);
    expect(timeRangeSeconds('week')).toBe(604800);
    expect(timeRangeSeconds('month')).toBe(2678400);
    expect(timeRangeSeconds('year')).toBe(31536000);
  });

  it('"NYC1, NYC3, AMS3, SFO2, SFO3, SGP1, TOR1, SYD1 have it. LON1, FRA1, BLR1 do not."', () => {
    expect(DATABASE_REGIONS).toHaveLength(11);
    for (const r of ['NYC1', 'NYC3', 'AMS3', 'SFO2', 'SFO3', 'SGP1', 'TOR1', 'SYD1', 'nyc1'])
      expect(hasDailyBackups(r)).toBe(true);
    for (const r of ['LON1', 'FRA1', 'BLR1', 'XYZ9']) expect(hasDailyBackups(r)).toBe(false);
  });

  it('isOneOf narrows to a list member', () => {
    expect(isOneOf(LANGUAGES, 'ja')).toBe(true);
    expect(isOneOf(LANGUAGES, 'xx')).toBe(false);
    expect(isOneOf(LANGUAGES, 3)).toBe(false);
  });
});

describe('statuses', () => {
  it('holds the statuses per content type', () => {
    expect(STATUSES.tutorial).toEqual(['draft', 'published', 'trashed', 'deprecated', 'unlisted']);
    expect(STATUSES.tag).toEqual(['published', 'trashed']);
    expect(statusesOf('user')).toEqual([]);
    expect(isValidStatus('question', 'spam')).toBe(true);
    expect(isValidStatus('tool', 'spam')).toBe(false);
  });

  it('every public status is a status of its type', () => {
    for (const [type, statuses] of Object.entries(PUBLIC_STATUSES))
      for (const status of statuses) expect(statusesOf(type)).toContain(status);
  });

  it.each([
    ['question', 'published', true],
    ['question', 'unlisted', true],
    ['question', 'under_review', false],
    ['question', 'spam', false],
    ['tutorial', 'published', true],
    ['tutorial', 'deprecated', true],
    ['tutorial', 'unlisted', true],
    ['tutorial', 'draft', false],
    ['static_page', 'unlisted', true],
    ['static_page', 'draft', false],
    ['comment', 'published', true],
    ['tool', 'published', true],
    ['post', 'unlisted', false],
    ['tag', 'trashed', false],
    ['tutorial_series', 'draft', false],
  ])(
    '"Publicly visible statuses: question published or unlisted; tutorial published, deprecated or unlisted; static page published or unlisted; every other type published only" — %s %s → %s',
    (type, status, expected) => {
      expect(isPubliclyVisible(type, status)).toBe(expected);
    },
  );

  it('types without statuses are visible; a statused type without a status is not', () => {
    expect(isPubliclyVisible('user')).toBe(true);
    expect(isPubliclyVisible('tutorial')).toBe(false);
    expect(isPubliclyVisible('tutorial', null)).toBe(false);
  });
});
