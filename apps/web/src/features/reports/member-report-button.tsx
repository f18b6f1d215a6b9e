'use client';
// The Report button for a member who may report (CREATE_REPORTS, by the core rules, as the API decides), loaded by
// ReportButton for signed-in members only; it opens the same report dialog as comments, loaded when first opened.
import { can, type ReportableType } from '@reef/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { sessionActor, useSession } from '@/features/auth/session-provider';
import { ReportDialog } from '@/features/comments/lazy-parts';
import type { ReportWords } from '@/features/votes/action-words';

/** Inputs of ReportButton: what is reported, its author (no button for them) and words for the accessible name. */
export type ReportButtonProps = {
  type: Exclude<ReportableType, 'comment'>;
  id: number;
  authorId: number | null | undefined;
  label: string;
  /** "Report" and the item it names in the page's language (English and `label` without them). */
  words?: ReportWords;
};

/** "Report" (named "Report {label}") and its dialog, or nothing for a member without the permission. */
export function MemberReportButton({ type, id, label, words }: ReportButtonProps) {
  const session = useSession();
  const [isOpen, setIsOpen] = useState(false);
  if (!can(sessionActor(session.user), 'create', { type: 'user_report' })) return null;
  return (
    <>
      <Button variant="tertiary" size="small" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {words?.report ?? 'Report'}
        <span className="visually-hidden"> {words?.target ?? label}</span>
      </Button>
      {isOpen ? <ReportDialog type={type} id={id} open={isOpen} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
