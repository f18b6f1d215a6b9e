// The admin area's own header (issue #30, item 6: "An admin shell of its own (its header, the sidebar,
// breadcrumbs)"): the brand and "Admin" leading to the admin home, the way back to the public site, the member's
// menus (notifications, account) and the theme button. The site's top bar, mega-menu and footer are the public
// site's and do not show here (ChromeGate, isAdminAreaPath of @reef/core). Rendered by the admin layout, at the top
// of the page's main region. Its links prefetch their pages when the member reaches for them, as the sections' do
// (issue #33, goal 5): drawn on every admin page, they would otherwise ask for the community on each.
import type { Brand } from '@reef/core';
import Link from '@/components/ui/link';
import { PrefetchOnIntent } from '@/components/ui/intent-link';
import { ThemeToggle } from '@/components/layout/header/theme-toggle';
import { Logo } from '@/components/ui/logo/logo';
import { HeaderActions } from '@/features/header-actions/header-actions';
import styles from './admin-shell.module.css';

/** The header's words in the page's language (today's English when not given). */
export type AdminHeaderWords = { admin: string; viewSite: string };

export function AdminHeader({
  brand,
  words = { admin: 'Admin', viewSite: 'View the site' },
}: {
  brand: Brand;
  words?: AdminHeaderWords;
}) {
  return (
    <header className={styles.adminHeader}>
      <div className={styles.adminHeaderInner}>
        <PrefetchOnIntent>
          <Link href="/community/admin" className={styles.adminTitle}>
            <Logo name={brand.name} color={brand.logo.color} showName={false} /> {words.admin}
          </Link>
          <Link href="/community" className={styles.adminBack}>
            {words.viewSite}
          </Link>
          <HeaderActions brand={brand} />
        </PrefetchOnIntent>
        <ThemeToggle />
      </div>
    </header>
  );
}
