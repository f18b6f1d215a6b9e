'use client';
// What a signed-in member sees on an admin page their flags do not open: a page of its own, with a heading that
// says so, the flags that would open it, and a way on. It is the 403 of the admin area (the API answers 403 to the
// same member), never a 404 or a blank page.
import { PERMISSION_DESCRIPTIONS, hasAdminAreaAccess, type PermissionFlag } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/session-provider';
import styles from './admin-shell.module.css';

/** The heading of the access page (spec words of issue #11). */
export const ACCESS_DENIED_TITLE = 'You do not have access to this section';

/** The access page for a member without any of `required`. */
export function AccessDenied({ required }: { required: readonly PermissionFlag[] }) {
  const { user } = useSession();
  const flags = required.filter((flag) => flag !== 'ADMINISTRATOR');

  useEffect(() => {
    const previous = document.title;
    document.title = `403: ${ACCESS_DENIED_TITLE}`;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <section className={styles.denied} aria-labelledby="access-denied-title" data-status="403">
      <p className={styles.deniedCode}>Error 403</p>
      <h1 id="access-denied-title">{ACCESS_DENIED_TITLE}</h1>
      <p>
        {flags.length > 0 ? (
          <>
            It needs {flags.length > 1 ? 'one of these permissions' : 'the permission'}{' '}
            {flags.map((flag, index) => (
              <span key={flag}>
                {index > 0 ? (index === flags.length - 1 ? ' or ' : ', ') : null}
                <code>{flag}</code> ({PERMISSION_DESCRIPTIONS[flag].toLowerCase()})
              </span>
            ))}
            , or <code>ADMINISTRATOR</code>.
          </>
        ) : (
          <>
            Only administrators (<code>ADMINISTRATOR</code>) may open it.
          </>
        )}{' '}
        You are signed in as <strong>{user?.slug}</strong>. An administrator can grant the permission to you
        or to one of your groups.
      </p>
      <ul className={styles.deniedLinks}>
        {user && hasAdminAreaAccess(user.permissions) ? (
          <li>
            <Link href="/community/admin">The sections you can use</Link>
          </li>
        ) : null}
        <li>
          <Link href="/community">Back to the community</Link>
        </li>
      </ul>
    </section>
  );
}
