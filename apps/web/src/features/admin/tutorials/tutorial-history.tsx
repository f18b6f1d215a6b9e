'use client';
// The history of one tutorial on its admin page: who moved or edited it, when, and what changed (issue #11, "an
// audit log view reachable from each object's admin page").
// TODO(h-tut): embed <AuditTrail subject="tutorial"> once features/admin/audit lands on main.

/** The tutorial's audit trail (managers of tutorials read it; nothing for the others). */
export function TutorialHistory(_: { id: number; refreshKey?: string }) {
  return null;
}
