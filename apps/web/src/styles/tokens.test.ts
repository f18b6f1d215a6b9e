// The colour tokens of both themes (issue #30, item 14): text on every surface it stands on reaches WCAG AA
// (4.5:1), in the light theme and in the dark one; the dark theme is one set of values, whether the system asks for
// it or the reader chose it; and no colour token of the light theme is forgotten by the dark one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

/** The declarations of the first block that opens with `opening` (no nested braces inside it). */
function block(opening: string): Map<string, string> {
  const at = css.indexOf(opening);
  if (at === -1) throw new Error(`tokens.css has no block "${opening}"`);
  const start = at + opening.length;
  const body = css.slice(start, css.indexOf('}', start)).replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      }),
  );
}

const light = block(':root {');
const darkBySystem = block("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme='light']) {");
const darkByChoice = block(":root[data-theme='dark'] {");
const dark = new Map([...light, ...darkByChoice]);

/** Colour tokens that are the same in both themes, on purpose. */
const SAME_IN_BOTH = new Set([
  '--color-dark-muted', // on the dark band, dark in both themes
  '--color-on-dark',
  '--color-focus-on-dark',
  '--color-overlay', // over a picture
  '--color-paper', // an e-mail preview
  '--gradient-promo', // a dark promo card with white text
  '--color-promo-muted',
  '--color-line-on-dark',
]);

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a six-digit hex colour: ${hex}`);
  const channels = [0, 2, 4].map((at) => parseInt(match[1]!.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const surfaces = ['--color-surface', '--color-surface-muted', '--color-surface-sunken'];
const inks = [
  '--color-ink',
  '--color-ink-muted',
  '--color-ink-subtle',
  '--color-brand',
  '--color-brand-strong',
];
const typeTokens = [...light.keys()].filter((name) => name.startsWith('--type-'));

/** [text, background] pairs the components use. */
const TEXT_PAIRS: [string, string][] = [
  ...inks.flatMap((ink) => surfaces.map((surface) => [ink, surface] as [string, string])),
  ['--color-ink', '--color-info-bg'],
  ['--color-brand', '--color-info-bg'],
  ['--color-brand-strong', '--color-info-bg'], // a secondary button under the pointer
  ['--color-ink', '--color-selected'],
  ['--color-ink', '--color-mark'],
  ['--color-ink', '--color-highlight'],
  ['--color-ink', '--color-accent-bg'],
  ['--color-ink', '--color-warning-bg'],
  ['--color-warning', '--color-warning-bg'], // a badge
  ['--color-warning', '--color-surface'],
  ['--color-error', '--color-error-bg'],
  ['--color-error', '--color-surface'],
  ['--color-success', '--color-success-bg'],
  ['--color-success', '--color-surface'],
  ['--color-info', '--color-info-bg'],
  ['--color-info', '--color-surface'],
  ['--color-accent', '--color-surface'],
  ['--color-brand-ink', '--color-brand'],
  ['--color-brand-ink', '--color-brand-strong'],
  ['--color-brand-ink', '--color-success'],
  ['--color-brand-ink', '--color-error'],
  ['--color-brand-ink', '--color-accent'],
  ['--color-on-dark', '--color-dark'],
  ['--color-on-dark', '--color-dark-raised'],
  ['--color-dark-muted', '--color-dark'],
  ['--color-dark-muted', '--color-dark-raised'],
  ['--color-dark', '--color-on-dark'], // a light button on the dark band
  ['--color-dark', '--color-dark-muted'],
  ...['--code-ink', '--code-muted', '--code-comment', '--code-keyword', '--code-string', '--code-number'].map(
    (token) => [token, '--code-bg'] as [string, string],
  ),
  ['--code-function', '--code-bg'],
  ['--code-label-ink', '--code-label-bg'],
  ['--code-mark-ink', '--code-mark-bg'],
  ...typeTokens.map((token) => [token, '--color-surface'] as [string, string]),
  ...typeTokens.map((token) => [token, '--color-surface-muted'] as [string, string]),
];

/** [part, background] pairs of interface parts that must stand out (WCAG 1.4.11: 3:1). */
const UI_PAIRS: [string, string][] = [
  ['--color-focus', '--color-surface'],
  ['--color-focus', '--color-surface-muted'],
  ['--color-focus-on-dark', '--color-dark'],
];

function valueOf(theme: Map<string, string>, token: string): string {
  const value = theme.get(token);
  if (value === undefined) throw new Error(`no ${token}`);
  return value;
}

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, theme) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (text, background) => {
    const ratio = contrast(valueOf(theme, text), valueOf(theme, background));
    expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s reaches 3:1', (part, background) => {
    expect(contrast(valueOf(theme, part), valueOf(theme, background))).toBeGreaterThanOrEqual(3);
  });
});

describe('the dark theme', () => {
  it('is one set of values, whether the system asks for it or the reader chose it', () => {
    expect([...darkByChoice]).toEqual([...darkBySystem]);
  });

  it('says so to the browser (form controls, scroll bars), and the light theme says it is light', () => {
    expect(light.get('color-scheme')).toBe('light');
    expect(darkByChoice.get('color-scheme')).toBe('dark');
  });

  it('gives every colour token of the light theme a dark value, or keeps it on purpose', () => {
    const colourTokens = [...light.keys()].filter((name) =>
      /^--(color|code|type|gradient|shadow)-/.test(name),
    );
    const forgotten = colourTokens.filter((name) => !darkByChoice.has(name) && !SAME_IN_BOTH.has(name));
    expect(forgotten).toEqual([]);
  });

  it('changes the page itself: dark surfaces and light ink', () => {
    expect(luminance(valueOf(dark, '--color-surface'))).toBeLessThan(0.05);
    expect(luminance(valueOf(dark, '--color-ink'))).toBeGreaterThan(0.6);
  });
});
