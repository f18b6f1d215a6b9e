'use client';
// The frame of every admin page: the gate (community-app §2) around the section, inside the site's container. The
// sidebar itself is the community admin bar of the root layout (`features/admin/admin-bar.tsx`), which every
// community page of an admin member shows.
import type { PermissionFlag } from '@reef/core';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container/container';
import { PrefetchOnIntent } from '@/components/ui/intent-link';
import { AdminGate } from './admin-gate';
import styles from './admin-shell.module.css';

/** Gates and frames an admin page; `anyOf` overrides the flags of the path's section. */
export function AdminShell({ anyOf, children }: { anyOf?: readonly PermissionFlag[]; children: ReactNode }) {
  return (
    <Container className={styles.shell}>
      {/* Admin pages are rendered per request and list many links: each is prefetched when the member reaches for it. */}
      <PrefetchOnIntent>
        <AdminGate anyOf={anyOf}>{children}</AdminGate>
      </PrefetchOnIntent>
    </Container>
  );
}
