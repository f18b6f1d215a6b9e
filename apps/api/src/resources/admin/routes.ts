// The admin namespace: every resource's admin.ts (apps/api/src/resources/<name>/) mounted from its descriptor, behind one gate.
// Bespoke routes of a resource (reordering partners, checking a page, a token shown once) stay in its own
// route file, on the same gate (platform/admin/route.ts).
import { ADMIN_APIS } from './registry.js';
import type { App } from '../../platform/types.js';

export default async function adminRoutes(app: App): Promise<void> {
  for (const api of ADMIN_APIS) api.mount(app);
}
