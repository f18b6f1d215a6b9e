import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Crème Brûlée à la carte', 'creme-brulee-a-la-carte'],
    ['  --Step 1: Install Nginx!--  ', 'step-1-install-nginx'],
    ['a   b\t\nc', 'a-b-c'],
    ['snake_case stays', 'snake_case-stays'],
    ['C++ & C#', 'c-c'],
    ['', ''],
    ['!!!', ''],
  ])(
    '"accents removed, lowercased, non-word runs turned into a single hyphen, edges trimmed": %j → %j',
    (input, expected) => {
      expect(slugify(input)).toBe(expected);
    },
  );

  it('keeps other scripts when asked', () => {
    expect(slugify('Установка Nginx')).toBe('nginx');
    expect(slugify('Установка Nginx', { unicode: true })).toBe('установка-nginx');
    expect(slugify('日本語 の 見出し', { unicode: true })).toBe('日本語-の-見出し');
  });
});
