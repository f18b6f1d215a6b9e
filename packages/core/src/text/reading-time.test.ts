import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time.js';

describe('readingMinutes', () => {
  it('is at least one minute, even for an empty text', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('one two three')).toBe(1);
  });
  it('rounds words over the pace up', () => {
    expect(readingMinutes(Array(200).fill('word').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('word').join('\n'))).toBe(2);
  });
});
