import { describe, expect, it } from 'vitest';
import { problemsByPath, publicationOf, publicationStatus, toLocalInput } from './publication';
import { translatorOf } from '@/i18n/translate';
import { publishingWordsOf } from './publishing-words-server';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const PAST = '2026-11-01T08:00:00.000Z';
const FUTURE = '2026-12-24T08:00:00.000Z';

describe('the save modes of the Publishing fieldset', () => {
  it('"Save draft" makes a draft and keeps its go-live time', () => {
    expect(publicationOf('draft', { state: 'published', published_at: PAST }, '', 'published', NOW)).toEqual({
      state: 'draft',
      published_at: PAST,
    });
  });

  it('"Publish" goes live now unless it went live already', () => {
    const now = new Date(NOW).toISOString();
    expect(publicationOf('publish', { state: 'draft', published_at: null }, '', 'published', NOW)).toEqual({
      state: 'published',
      published_at: now,
    });
    expect(publicationOf('publish', { state: 'draft', published_at: FUTURE }, '', 'published', NOW)).toEqual({
      state: 'published',
      published_at: now,
    });
    expect(publicationOf('publish', { state: 'draft', published_at: PAST }, '', 'unlisted', NOW)).toEqual({
      state: 'unlisted',
      published_at: PAST,
    });
  });

  it('"Schedule" needs a time in the future', () => {
    const draft = { state: 'draft', published_at: null };
    expect(publicationOf('schedule', draft, '', 'published', NOW)).toBeNull();
    expect(publicationOf('schedule', draft, toLocalInput(PAST), 'published', NOW)).toBeNull();
    expect(publicationOf('schedule', draft, toLocalInput(FUTURE), 'published', NOW)).toEqual({
      state: 'published',
      published_at: new Date(toLocalInput(FUTURE)).toISOString(),
    });
  });
});

describe('where a post or page stands', () => {
  it('reads draft, published, unlisted and scheduled', () => {
    expect(publicationStatus({ state: 'draft', published_at: null }, NOW)).toBe('Draft');
    expect(publicationStatus({ state: 'published', published_at: PAST }, NOW)).toBe('Published');
    expect(publicationStatus({ state: 'unlisted', published_at: PAST }, NOW)).toBe('Live (unlisted)');
    expect(publicationStatus({ state: 'published', published_at: FUTURE }, NOW)).toMatch(/^Scheduled for /);
  });
});

describe('the API problems by path', () => {
  it('drops the wrapper and keeps the first message per path', () => {
    expect(
      problemsByPath([
        { path: 'post.title', message: 'Too short' },
        { path: 'static_page.slices[0].primary.title', message: 'Required' },
        { path: 'post.title', message: 'Second' },
        { message: 'Whole page' },
      ]),
    ).toEqual({ title: 'Too short', 'slices[0].primary.title': 'Required', page: 'Whole page' });
  });
});

describe('publicationStatus in the page language', () => {
  it('says where a post stands in German', () => {
    const german = publishingWordsOf(translatorOf('admin-content', 'de'));
    expect(publicationStatus({ state: 'draft', published_at: null }, NOW, german)).toBe('Entwurf');
    expect(publicationStatus({ state: 'unlisted', published_at: null }, NOW, german)).toBe(
      'Live (nicht gelistet)',
    );
  });
});
