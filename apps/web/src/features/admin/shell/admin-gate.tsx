'use client';
// The admin area's one client-side gate (community-app §2). The session lives in the browser (local storage), so
// the server cannot tell who asks for an admin page: it renders the same shell for everyone, and this gate decides
// what the visitor sees. The API refuses every call the member may not make, whatever the page shows.
//  - while the session loads: a status line, never the section (no flash of a page the member may not use);
//  - signed out: off to the sign-in page, which comes back to this exact address (path and query);
//  - signed in without the section's flag: the access page ("You do not have access to this section");
//  - otherwise: the section.
import { loginUrl, type PermissionFlag } from '@reef/core';
import { adminSectionAccess } from '@/features/admin/sidebar-table';
import { useSearchParams } from 'next/navigation';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { AUTH_ERROR_PATH } from '@/features/auth/login-links';
import { useSession, type SessionUser } from '@/features/auth/session-provider';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { AccessDenied } from './access-denied';
import { fillNodes, useAdminWords } from './admin-words';
import styles from './admin-shell.module.css';
import { usePagePath, useSitePath } from '@/i18n/locale-context';

/** The member a gated section renders for (always signed in and allowed). */
const AdminMemberContext = createContext<SessionUser | null>(null);

/** The signed-in member inside an admin section; throws outside `AdminGate`. */
export function useAdminMember(): SessionUser {
  const member = useContext(AdminMemberContext);
  if (!member) throw new Error('useAdminMember must be used inside an admin section (AdminGate)');
  return member;
}

/** The sign-in address that comes back to the current admin page, query included. */
export function useAdminLoginUrl(): string {
  const { apiUrl, webUrl } = useRuntimeConfig();
  const pathname = usePagePath() || '/community/admin';
  const query = useSearchParams()?.toString() ?? '';
  return loginUrl({
    apiBaseUrl: apiUrl,
    successRedirect: `${webUrl}${pathname}${query ? `?${query}` : ''}`,
    errorRedirect: `${webUrl}${AUTH_ERROR_PATH}`,
    type: 'login',
  });
}

/**
 * Shows `children` only to members holding one of `anyOf` (ADMINISTRATOR always passes). Without `anyOf` the
 * flags of the current path's section are used (`adminSectionAccess` of `@reef/core`), which is how the admin
 * layout gates every page: a section page needs no gate of its own unless it asks for more (an edit page that
 * needs MANAGE where its list allows VIEW).
 */
export function AdminGate({ anyOf, children }: { anyOf?: readonly PermissionFlag[]; children: ReactNode }) {
  const pathname = useSitePath() || '/community/admin';
  const { status, user } = useSession();
  const loginAddress = useAdminLoginUrl();
  const required = anyOf ?? adminSectionAccess(pathname).anyOf;
  const { gate } = useAdminWords();

  useEffect(() => {
    if (status === 'signed-out') window.location.assign(loginAddress);
  }, [status, loginAddress]);

  if (status === 'loading') {
    return (
      <p role="status" className={styles.gateStatus}>
        {gate.checking}
      </p>
    );
  }
  if (status === 'signed-out' || !user) {
    return (
      <div className={styles.gateStatus}>
        <h1>{gate.logInTitle}</h1>
        <p role="status">{fillNodes(gate.takingYou, { link: <a href={loginAddress}>{gate.logIn}</a> })}</p>
      </div>
    );
  }
  if (!user.permissions.hasAny(required)) return <AccessDenied required={required} />;
  return <AdminMemberContext.Provider value={user}>{children}</AdminMemberContext.Provider>;
}
