// /community/admin/audit_log (ADMINISTRATOR: not in the sidebar, so the admin layout's gate admits administrators
// only; the API refuses everyone else too): who did what, when, to which object, with the changed fields.
import { AuditLogScreen } from '@/features/admin/audit/audit-log-screen';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Audit log');

export default function AuditLogPage() {
  return <AuditLogScreen />;
}
