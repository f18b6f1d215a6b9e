'use client';
// The pages of the Spam section (community-app §2, MANAGE_QUESTIONS or MANAGE_COMMENTS): the held posts and the
// three lists the spam checks read.
import Link from '@/components/ui/link';
import styles from './spam.module.css';
import { useSitePath } from '@/i18n/locale-context';
import type { SpamNavWords } from './spam-words';

/** The Spam section's pages. */
export const SPAM_PAGES = [
  { href: '/community/admin/spam', label: 'Held posts' },
  { href: '/community/admin/spam/phrases', label: 'Spam phrases' },
  { href: '/community/admin/spam/ips', label: 'Spam IPs' },
  { href: '/community/admin/spam/domains', label: 'Permitted domains' },
] as const;

/** Links between the Spam section's pages; the current one is marked. */
export function SpamNav({ words }: { words?: SpamNavWords } = {}) {
  const pathname = useSitePath();
  return (
    <nav aria-label={words?.label ?? 'Spam section'} className={styles.nav}>
      <ul>
        {SPAM_PAGES.map((page) => (
          <li key={page.href}>
            <Link href={page.href} aria-current={pathname === page.href ? 'page' : undefined}>
              {words?.pages[page.href] ?? page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
