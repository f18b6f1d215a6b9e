// The plain, server-rendered line under a question or tutorial (issue #32): "Edited N times — history", who improved
// it through accepted suggestions ("Improved by …"; a tutorial's co-authors), and "Suggest an edit" where members
// may. Links only: no script on these pages.
import { userProfilePath, type RevisionCredits } from '@reef/core';
import Link from '@/components/ui/link';
import { countLabel, displayName } from '@/lib/format';
import css from './revisions.module.css';

type Props = {
  credits: RevisionCredits | null;
  historyHref: string;
  /** The "Suggest an edit" page, where members may suggest one. */
  suggestHref?: string;
  /** How the contributors are named: "Improved by" (answers) or "Co-authors" (tutorials). */
  creditLabel?: string;
};

/** The edit count, credits and links; nothing when the credits could not be read. */
export function EditCredits({ credits, historyHref, suggestHref, creditLabel = 'Improved by' }: Props) {
  if (!credits) return null;
  const edits = Math.max(0, credits.revisions_count - 1);
  return (
    <div className={css.credits}>
      {credits.improved_by.length > 0 ? (
        <p>
          {creditLabel}:{' '}
          {credits.improved_by.map((user, index) => (
            <span key={user.id}>
              {index > 0 ? ', ' : ''}
              <Link href={userProfilePath(user.slug)}>{displayName(user)}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <p>
        {edits > 0 ? (
          <>
            Edited {countLabel(edits, 'time')} — <Link href={historyHref}>history</Link>
          </>
        ) : (
          <Link href={historyHref}>Edit history</Link>
        )}
        {suggestHref ? (
          <>
            {' · '}
            <Link href={suggestHref}>Suggest an edit</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
