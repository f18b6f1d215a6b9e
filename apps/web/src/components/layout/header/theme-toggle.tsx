// The header's colour theme button (issue #30, item 14). A plain server-rendered button: the root layout's inline
// script (src/lib/theme-script.mjs) answers its clicks, and CSS shows the name and icon of what a click does, from
// the theme on <html> or the system's preference. No client component, no state to keep in step with the page.
import { SPRITE_URL } from '@/components/ui/icon/icon';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { StaticRegion } from '../static-region';
import { regionName } from '../static-region-name';
import styles from './theme-toggle.module.css';

/** The two faces of the button: what a click does, the icon (icons.svg) of the theme it leads to. CSS shows one. */
const FACES = [
  { className: styles.toDark, key: 'theme.to_dark', icon: 'theme-dark' },
  { className: styles.toLight, key: 'theme.to_light', icon: 'theme-light' },
];

/**
 * Switches between the light and the dark theme; the choice is kept in the browser. In the header an icon (its name
 * for screen readers; from lg up), in the footer the icon and its name (every width).
 */
export async function ThemeToggle({ placement = 'header' }: { placement?: 'header' | 'footer' }) {
  const label = placement === 'footer' ? undefined : 'visually-hidden';
  const locale = await pageLocale();
  const t = await getT('frame', locale);
  // The faces are HTML only: a stored page carries them once (issue #33, goal 2); the region takes no box of its own.
  return (
    <button
      type="button"
      className={placement === 'footer' ? styles.footerToggle : styles.toggle}
      data-theme-toggle=""
    >
      <StaticRegion as="span" region={regionName(`theme-${placement}-${locale}`)} className={styles.faces}>
        {FACES.map((face) => (
          <span key={face.key} className={face.className}>
            <svg width="20" height="20" aria-hidden="true" focusable="false">
              <use href={`${SPRITE_URL}#${face.icon}`} />
            </svg>
            <span className={label}>{t(face.key)}</span>
          </span>
        ))}
      </StaticRegion>
    </button>
  );
}
