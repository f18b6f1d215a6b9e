import { SPRITE_URL } from '../icon/icon';

// Simple monogram marks for the social platforms: recognisable, light, and free of third-party artwork. Each is also
// drawn in the icon sprite (icon/icons.svg, `social-<name>`; icon.test.tsx checks both agree).
export const SOCIAL_MARKS: Record<string, string> = {
  builtinnyc: 'BI',
  dev: 'DEV',
  discord: 'Dc',
  facebook: 'f',
  github: 'GH',
  glassdoor: 'G',
  instagram: 'IG',
  linkedin: 'in',
  reddit: 'r/',
  twitch: 'Tw',
  x: 'X',
  ycombinator: 'Y',
  youtube: '▶',
};

/** A platform mark drawn as a rounded square with its monogram; decorative (the link carries the name). */
export function SocialIcon({ icon, size = 20 }: { icon: string; size?: number }) {
  // A known platform's mark is drawn once, in the icon sprite (`social-<icon>`); a page repeats only the reference.
  if (SOCIAL_MARKS[icon] !== undefined)
    return (
      <svg width={size} height={size} aria-hidden="true" focusable="false">
        <use href={`${SPRITE_URL}#social-${icon}`} />
      </svg>
    );
  const mark = icon.slice(0, 2).toUpperCase();
  const fontSize = mark.length >= 3 ? 8 : mark.length === 2 ? 10 : 13;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
      <text
        x="12"
        y="12.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={fontSize}
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill="var(--social-icon-ink, #fff)"
      >
        {mark}
      </text>
    </svg>
  );
}
