import { shareLinks, type ShareInput, type SocialLink } from '@reef/core';
import { SocialIcon } from './social-icon';
import styles from './social-links.module.css';

/** Social link designs (spec: content-and-presentation §3). */
export type SocialDesign = 'bare' | 'button';

/** Inputs of SocialLinks: the links (from the brand's accounts via `socialLinks`, or share links) and a design. */
export type SocialLinksProps = {
  links: readonly SocialLink[];
  design?: SocialDesign;
  /** Accessible name of the list, e.g. "Follow us". */
  label: string;
  /** Verb before the platform name in each link's accessible name. */
  action?: string;
  className?: string;
};

/** A list of social links: icons only (bare) or icon and name (button); each opens in a new tab. */
export function SocialLinks({
  links,
  design = 'bare',
  label,
  action = 'Follow us on',
  className,
}: SocialLinksProps) {
  return (
    <ul className={[styles.list, styles[design], className].filter(Boolean).join(' ')} aria-label={label}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon icon={link.icon} size={design === 'bare' ? 24 : 18} />
            {/* The name as hidden text rather than aria-label: the icon's monogram reads as visible text, and an
                aria-label without it is a label/content mismatch for speech input. */}
            {design === 'bare' ? (
              <span className="visually-hidden">{`${action} ${link.name} (opens in a new tab)`}</span>
            ) : null}
            {design === 'button' ? (
              <span>
                {link.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Share links for a page, only for platforms that support sharing (spec: content-and-presentation §5). */
export function ShareLinks({ input, design = 'bare' }: { input: ShareInput; design?: SocialDesign }) {
  return <SocialLinks links={shareLinks(input)} design={design} label="Share this page" action="Share on" />;
}
