// The head of a section of a page: its title and a link to everything in it ("All tutorials").
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A section title (an h2 with `id`, for the section's aria-labelledby) and the link beside it. */
export function SectionHead({
  id,
  title,
  link,
}: {
  id: string;
  title: ReactNode;
  link: { href: string; label: ReactNode };
}) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <Link href={link.href}>{link.label}</Link>
    </div>
  );
}
