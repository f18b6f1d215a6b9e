// A dropdown's links of the main menu (main-menu.ts), rendered on the server for the menu's panels
// (app/%5Freef/menus/…, menu-panels.ts): issue #33, a page carries none of them; the menu island (main-nav.tsx)
// fetches them when the reader first reaches for the menu and opens and closes the panel around them.
import { Icon } from '@/components/ui/icon/icon';
import { SmartLink } from '@/components/ui/smart-link';
import type { MainMenuItem, MenuDropdown } from './main-menu';
import styles from './dropdown-content.module.css';

/**
 * Every dropdown's links, as the panels' address serves them: one `data-reef-menu` element per dropdown, named by its
 * id (the menu island reads them by it), inside the `data-reef-fragment` element the web server sends alone
 * (server/fragments.mjs).
 */
export function MenuPanels({ menu }: { menu: readonly MainMenuItem[] }) {
  return (
    <div data-reef-fragment="menus">
      {menu.map((item) =>
        item.kind === 'dropdown' ? (
          <div key={item.id} data-reef-menu={item.id}>
            <DropdownContent dropdown={item} />
          </div>
        ) : null,
      )}
    </div>
  );
}

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
