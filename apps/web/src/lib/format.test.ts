import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('prints a date the English way by default and in the page language when asked', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'de')).toBe('5. Jan. 2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'ja')).toBe('2026年1月5日');
  });
});
