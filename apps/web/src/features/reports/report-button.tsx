'use client';
// A Report action for a whole tutorial, question or tool (answers and comments have theirs in the thread). Members
// who may report only, never on their own item: its code (the button, the permission rules) loads for signed-in
// members only (member-report-button.tsx).
import type { ReportableType } from '@reef/core';
import { useSession } from '@/features/auth/session-provider';
import { lazyIsland } from '@/lib/lazy-island';

const MemberReportButton = lazyIsland(() =>
  import('./member-report-button').then((mod) => mod.MemberReportButton),
);

/** Inputs of ReportButton: what is reported, its author (no button for them) and words for the accessible name. */
export type ReportButtonProps = {
  type: Exclude<ReportableType, 'comment'>;
  id: number;
  authorId: number | null | undefined;
  label: string;
};

/** "Report" (named "Report {label}") and its dialog, for a signed-in member who did not write the item. */
export function ReportButton(props: ReportButtonProps) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user || session.user.id === props.authorId) return null;
  return <MemberReportButton {...props} />;
}
