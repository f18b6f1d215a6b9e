// The header's colour theme button (issue #30, item 14). A plain server-rendered button: the root layout's inline
// script (src/lib/theme-script.mjs) answers its clicks, and CSS shows the name and icon of what a click does, from
// the theme on <html> or the system's preference. No client component, no state to keep in step with the page.
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { StaticRegion } from '../static-region';
import { regionName } from '../static-region-name';
import styles from './theme-toggle.module.css';

/** The two faces of the button: what a click does, the icon of the theme it leads to. CSS shows one. */
const FACES = [
  {
    className: styles.toDark,
    key: 'theme.to_dark',
    icon: (
      <path
        d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    ),
  },
  {
    className: styles.toLight,
    key: 'theme.to_light',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </>
    ),
  },
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
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {face.icon}
            </svg>
            <span className={label}>{t(face.key)}</span>
          </span>
        ))}
      </StaticRegion>
    </button>
  );
}
