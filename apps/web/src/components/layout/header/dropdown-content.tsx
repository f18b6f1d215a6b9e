// A dropdown's links of the main menu (main-menu.ts), rendered on the server inside a static region
// (header.tsx): issue #33, each page carries its content once. The menu island (main-nav.tsx) only opens and
// closes the panel around it, so the labels, descriptions and addresses are in the page once, as HTML.
import { Icon } from '@/components/ui/icon/icon';
import { SmartLink } from '@/components/ui/smart-link';
import type { MenuDropdown } from './main-menu';
import styles from './main-nav.module.css';

/** The featured links, columns, card and footer link of one dropdown. */
export function DropdownContent({ dropdown }: { dropdown: MenuDropdown }) {
  return (
    <div className={styles.panelInner}>
      {dropdown.featured && dropdown.featured.length > 0 ? (
        <ul className={styles.featured} aria-label={`Featured ${dropdown.label.toLowerCase()}`}>
          {dropdown.featured.map((link) => (
            <li key={link.href + link.label}>
              <SmartLink href={link.href} className={styles.featuredLink}>
                <span className={styles.linkLabel}>{link.label}</span>
                {link.description ? <span className={styles.linkDescription}>{link.description}</span> : null}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.columns}>
        {dropdown.columns.map((column) => (
          <div key={column.title} className={styles.column}>
            <p className={styles.columnTitle}>{column.title}</p>
            <ul className={column.style === 'tags' ? styles.tagList : styles.linkList}>
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <SmartLink
                    href={link.href}
                    className={column.style === 'tags' ? styles.tagLink : styles.link}
                  >
                    <span className={styles.linkLabel}>{link.label}</span>
                    {link.description && column.style !== 'tags' ? (
                      <span className={styles.linkDescription}>{link.description}</span>
                    ) : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {dropdown.card ? (
          <div className={styles.card}>
            <p className={styles.cardTitle}>{dropdown.card.title}</p>
            <p className={styles.cardBody}>{dropdown.card.body}</p>
            <SmartLink href={dropdown.card.link.href} className={styles.cardLink}>
              {dropdown.card.link.label} <Icon name="arrow-right" size={14} />
            </SmartLink>
          </div>
        ) : null}
      </div>
      {dropdown.footerLink ? (
        <SmartLink href={dropdown.footerLink.href} className={styles.footerLink}>
          {dropdown.footerLink.label} <Icon name="arrow-right" size={14} />
        </SmartLink>
      ) : null}
    </div>
  );
}
