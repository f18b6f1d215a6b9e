'use client';
// A Report action for a whole tutorial, question or tool (answers and comments have theirs in the thread). Members
// who may report only, never on their own item: its code (the button, the permission rules) loads for signed-in
// members only (member-report-button.tsx).
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';
import type { ReportButtonProps } from './member-report-button';

export type { ReportButtonProps };

const MemberReportButton = lazyIsland(() =>
  import('./member-report-button').then((mod) => mod.MemberReportButton),
);

/** "Report" (named "Report {label}") and its dialog, for a signed-in member who did not write the item. */
export function ReportButton(props: ReportButtonProps) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user || session.user.id === props.authorId) return null;
  return <MemberReportButton {...props} />;
}
