// /community/admin/audit_log (ADMINISTRATOR: not in the sidebar, so the admin layout's gate admits administrators
// only; the API refuses everyone else too): who did what, when, to which object, with the changed fields.
import type { Metadata } from 'next';
import { AuditLogScreen } from '@/features/admin/audit/audit-log-screen';
import { auditLogWords } from '@/features/admin/audit/audit-words';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('audit.log.title'));
}

export default async function AuditLogPage() {
  return <AuditLogScreen words={await auditLogWords()} />;
}
