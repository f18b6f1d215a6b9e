// Monograms: a company drawn from its name alone (initials on a tone of the design's palette), for customer and
// partner logos the site does not host. No image request, no third party, and the colours are the theme's tokens, so
// they keep their contrast in light and dark.
import styles from './monogram.module.css';

/** The palette a monogram's tone is picked from: content-type tokens, each AA on the surface in both themes. */
export const MONOGRAM_TONES = [
  'tutorial',
  'tutorial_series',
  'cheatsheet',
  'post',
  'tech-talk',
  'question',
] as const;
export type MonogramTone = (typeof MONOGRAM_TONES)[number];

/** The initials (one or two letters, upper case) and the tone of a name; the same name always draws the same. */
export function monogramOf(name: string): { initials: string; tone: MonogramTone } {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s\-_.&/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const initials =
    words.length === 0
      ? '?'
      : words.length === 1
        ? words[0]!.slice(0, 2)
        : `${words[0]!.charAt(0)}${words[1]!.charAt(0)}`;
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return { initials: initials.toUpperCase(), tone: MONOGRAM_TONES[hash % MONOGRAM_TONES.length]! };
}

/**
 * A name's monogram. Decorative by default (the name is written beside it); `label` makes it an image of that name
 * when it stands alone.
 */
export function Monogram({
  name,
  size = 'medium',
  label,
  className,
}: {
  name: string;
  size?: 'small' | 'medium' | 'large';
  label?: string;
  className?: string;
}) {
  const { initials, tone } = monogramOf(name);
  return (
    <span
      className={[styles.monogram, styles[size], className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {initials}
    </span>
  );
}
