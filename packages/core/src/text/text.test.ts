import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.js';
import { excerpt, truncate } from './truncate.js';

describe('truncate', () => {
  it('"Truncation helper: default ellipsis \'...\', cuts text to a maximum length including the ellipsis"', () => {
    expect(truncate('hello world', 8)).toBe('hello...');
    expect(truncate('hello world', 8)).toHaveLength(8);
    expect(truncate('hello world', 11)).toBe('hello world');
    expect(truncate('hello world', 6, '…')).toBe('hello…');
    expect(truncate('hello world', 2)).toBe('..');
    expect(truncate('hello', 0)).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-05-10T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 10, '5 minutes ago'],
    [3600, '1 hour ago'],
    [2 * 3600 + 59, '2 hours ago'],
    [3 * 86400, '3 days ago'],
    [8 * 86400, '1 week ago'],
    [45 * 86400, '1 month ago'],
    [800 * 86400, '2 years ago'],
  ])('"Relative times use minute granularity at minimum": %i s → %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2024-05-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('garbage', now)).toBe('just now');
  });

  it('words the same steps in another interface language (issue #31)', () => {
    expect(formatRelativeTime(ago(2 * 3600 + 5), now, 'de')).toBe('vor 2 Stunden');
    expect(formatRelativeTime(ago(30), now, 'de')).toBe('jetzt');
    expect(formatRelativeTime(ago(86_400), now, 'fr')).toBe('hier');
    expect(formatRelativeTime(ago(3 * 60), now, 'ja')).toBe('3 分前');
    expect(formatRelativeTime(ago(3 * 60), now, 'en')).toBe('3 minutes ago');
  });
});

describe('excerpt (issue #30, item 8: "Excerpts come from the description or the first paragraph of the rendered text, whole words, no markup")', () => {
  it('keeps short text whole, with its white space folded', () => {
    expect(excerpt('  Install   nginx\n\non Ubuntu. ', 80)).toBe('Install nginx on Ubuntu.');
  });

  it('cuts at a word boundary, never mid-word, within the limit including the ellipsis', () => {
    const text = 'Configure the firewall before you expose the database to the network, then test it.';
    const cut = excerpt(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Configure the firewall before you…');
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('drops punctuation left at the cut and cuts a single overlong word', () => {
    expect(excerpt('First sentence, second part of it', 18)).toBe('First sentence…');
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
