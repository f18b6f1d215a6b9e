// The admin area's frame (community-app §2, issue #11): every page under /community/admin renders per request,
// is never cached or indexed, and goes through the admin gate, which decides from the path's sidebar section (the
// flags of `@reef/core`'s ADMIN_SIDEBAR) whether the member sees the page, the access page or the sign-in page.
// The sidebar is the community admin bar of the root layout; the admin header replaces the site's header and footer.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminHeader } from '@/features/admin/shell/admin-header';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { ADMIN_ROBOTS } from '@/features/admin/shell/metadata';
import { getBrand } from '@/lib/brand';

// Per request, never prerendered or kept by ISR: what an admin page shows is private and changes all the time.
export const dynamic = 'force-dynamic';
export const revalidate = 0;

export function generateMetadata(): Metadata {
  return {
    title: { default: 'Administration', template: `%s · Admin | ${getBrand().name}` },
    robots: ADMIN_ROBOTS,
  };
}

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminHeader brand={getBrand()} />
      <AdminShell>{children}</AdminShell>
    </>
  );
}
