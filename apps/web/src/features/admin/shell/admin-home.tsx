'use client';
// The admin home: every sidebar group and entry (community-app §2), links for the member's sections, and the
// others named as plain text so a moderator knows what exists and whom to ask.
import { adminSidebarLinks } from '@reef/core';
import Link from 'next/link';
import { AdminPageHeading } from './admin-page-heading';
import { useAdminMember } from './admin-gate';
import styles from './admin-shell.module.css';

/** The sections of the admin area for the signed-in member. */
export function AdminHome() {
  const member = useAdminMember();
  const groups = adminSidebarLinks(member.permissions);
  return (
    <>
      <AdminPageHeading
        title="Administration"
        lede="The sections your permissions open are links; the others need a permission you do not hold."
      />
      <div className={styles.homeGroups}>
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`admin-group-${group.label}`}>
            <h2 id={`admin-group-${group.label}`} className={styles.homeGroupTitle}>
              {group.label}
            </h2>
            <ul className={styles.homeList}>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  {entry.isLink ? (
                    <Link href={entry.href}>{entry.label}</Link>
                  ) : (
                    <span className={styles.homeText}>{entry.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
