'use client';
// What a signed-in member sees on an admin page their flags do not open: a page of its own, with a heading that
// says so, the flags that would open it, and a way on. It is the 403 of the admin area (the API answers 403 to the
// same member), never a 404 or a blank page. Its words come from the admin layout (admin-words.tsx).
import { PERMISSION_DESCRIPTIONS, hasAdminAreaAccess, type PermissionFlag } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import { ENGLISH_ADMIN_WORDS, fillNodes, useAdminWords } from './admin-words';
import styles from './admin-shell.module.css';

/** The heading of the access page (spec words of issue #11), in English. */
export const ACCESS_DENIED_TITLE = ENGLISH_ADMIN_WORDS.denied.title;

/** The access page for a member without any of `required`. */
export function AccessDenied({ required }: { required: readonly PermissionFlag[] }) {
  const { user } = useSession();
  const { denied } = useAdminWords();
  const flags = required.filter((flag) => flag !== 'ADMINISTRATOR');

  useEffect(() => {
    const previous = document.title;
    document.title = `403: ${denied.title}`;
    return () => {
      document.title = previous;
    };
  }, [denied.title]);

  const admin = <code>ADMINISTRATOR</code>;
  const flagList = flags.map((flag, index) => (
    <span key={flag}>
      {index > 0 ? (index === flags.length - 1 ? denied.listOr : denied.listComma) : null}
      <code>{flag}</code> ({PERMISSION_DESCRIPTIONS[flag].toLowerCase()})
    </span>
  ));

  return (
    <section className={styles.denied} aria-labelledby="access-denied-title" data-status="403">
      <p className={styles.deniedCode}>{denied.code}</p>
      <h1 id="access-denied-title">{denied.title}</h1>
      <p>
        {flags.length > 0
          ? fillNodes(flags.length > 1 ? denied.needsMany : denied.needsOne, { flags: flagList, admin })
          : fillNodes(denied.onlyAdmins, { admin })}{' '}
        {fillNodes(denied.signedInAs, { slug: <strong>{user?.slug}</strong> })}
      </p>
      <ul className={styles.deniedLinks}>
        {user && hasAdminAreaAccess(user.permissions) ? (
          <li>
            <Link href="/community/admin">{denied.yourSections}</Link>
          </li>
        ) : null}
        <li>
          <Link href="/community">{denied.back}</Link>
        </li>
      </ul>
    </section>
  );
}
