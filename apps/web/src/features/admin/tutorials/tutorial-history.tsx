'use client';
// The history of one tutorial on its admin page: who moved or edited it, when, and what changed (issue #11, "an
// audit log view reachable from each object's admin page").
import { AuditTrail } from '@/features/admin/audit';

/** The tutorial's audit trail (managers of tutorials read it; nothing for the others). */
export function TutorialHistory({ id, refreshKey }: { id: number; refreshKey?: string }) {
  return <AuditTrail subject="tutorial" id={id} refreshKey={refreshKey} />;
}
