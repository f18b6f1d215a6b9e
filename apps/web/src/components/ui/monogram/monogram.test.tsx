import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Monogram, MONOGRAM_TONES, monogramOf } from './monogram';

describe('monogramOf', () => {
  it('"customer logos as monograms": the initials of the first two words, upper case', () => {
    expect(monogramOf('Harbor Analytics').initials).toBe('HA');
    expect(monogramOf('northwind labs and sons').initials).toBe('NL');
    expect(monogramOf('Quay-Robotics').initials).toBe('QR');
  });

  it('takes two letters of a one-word name, skips punctuation and accents, and never returns nothing', () => {
    expect(monogramOf('Globex').initials).toBe('GL');
    expect(monogramOf('  (Élan) & Co.').initials).toBe('EC');
    expect(monogramOf('!!!').initials).toBe('?');
  });

  it('gives a name the same tone every time, from the palette', () => {
    expect(monogramOf('Kelp Studio').tone).toBe(monogramOf('Kelp Studio').tone);
    const tones = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => monogramOf(name).tone));
    expect(tones.size).toBeGreaterThan(1);
    for (const tone of tones) expect(MONOGRAM_TONES).toContain(tone);
  });
});

describe('Monogram', () => {
  it('is hidden from assistive technology unless it is given a label', () => {
    const { container } = render(<Monogram name="Harbor Analytics" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('HA');
    render(<Monogram name="Kelp Studio" label="Kelp Studio logo" />);
    expect(screen.getByRole('img', { name: 'Kelp Studio logo' }).textContent).toBe('KS');
  });
});
