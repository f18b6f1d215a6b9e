import { describe, expect, it } from 'vitest';
import { hourlyIn, listIn, moneyIn } from './money';

describe("amounts of the price pages in the page's language", () => {
  it('keeps the English form core uses, and writes German, French and Japanese amounts their own way', () => {
    expect(moneyIn('en', 1200, 'USD')).toBe('$12.00');
    expect(hourlyIn('en', 1200 / 672, 'USD')).toBe('$0.01786');
    expect(moneyIn('de', 1200, 'USD')).toBe('12,00\u00a0$');
    expect(moneyIn('fr', 120000, 'EUR')).toBe('1\u202f200,00\u00a0€');
    expect(moneyIn('ja', 1200, 'USD')).toBe('$12.00');
  });

  it('joins names as the language does', () => {
    expect(listIn('en', ['A', 'B'])).toBe('A, B');
    expect(listIn('ja', ['A', 'B'])).toBe('A、B');
  });
});
