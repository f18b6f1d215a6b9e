import type { SVGProps } from 'react';
import sprite from './icons.svg';

/**
 * The address of the icon sprite (icons.svg): Next.js emits it under `/_next/static/media/` with a content hash, kept
 * by browsers for a year. (Vite, in the tests, gives the address itself.)
 */
export const SPRITE_URL: string = typeof sprite === 'string' ? sprite : (sprite as { src: string }).src;

/** The interface icons, each a `<symbol>` of icons.svg (beside them the social marks and the theme faces). */
export const ICON_NAMES = [
  'chevron-down',
  'chevron-right',
  'arrow-right',
  'bell',
  'search',
  'close',
  'menu',
  'check',
  'alert',
  'info',
  'user',
  'external',
  'copy',
  'book',
  'clock',
] as const;

/** The name of an interface icon. */
export type IconName = (typeof ICON_NAMES)[number];

/** A decorative stroke icon; give it a `title` only when it carries meaning on its own. */
export function Icon({
  name,
  size = 20,
  title,
  ...rest
}: { name: IconName; size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  // The drawing is in the sprite, once for every page (issue #33): a page repeats only this reference. Its stroke
  // is `currentColor`, so an icon takes the colour of its text in both themes.
  return (
    <svg
      width={size}
      height={size}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
