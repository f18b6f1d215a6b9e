// The plain, server-rendered line under a question or tutorial (issue #32): "Edited N times — history", who improved
// it through accepted suggestions ("Improved by …"; a tutorial's co-authors), and "Suggest an edit" where members
// may. Links only: no script on these pages.
import { userProfilePath, type RevisionCredits } from '@reef/core';
import Link from '@/components/ui/link';
import { displayName } from '@/lib/format';
import { getT } from '@/i18n/translate';
import { splitWords } from '@/features/comments/thread-words';
import { Fragment } from 'react';
import css from './revisions.module.css';

type Props = {
  credits: RevisionCredits | null;
  historyHref: string;
  /** The "Suggest an edit" page, where members may suggest one. */
  suggestHref?: string;
  /** How the contributors are named: "Improved by" (answers, the default) or "Co-authors" (tutorials). */
  creditLabel?: string;
};

/** The edit count, credits and links; nothing when the credits could not be read. */
export async function EditCredits({ credits, historyHref, suggestHref, creditLabel }: Props) {
  if (!credits) return null;
  const t = await getT('community');
  const edits = Math.max(0, credits.revisions_count - 1);
  return (
    <div className={css.credits}>
      {credits.improved_by.length > 0 ? (
        <p>
          {t('credits.label', {
            // The tutorial page names its credits "Co-authors" (in English): said in the page's language.
            label:
              creditLabel === undefined
                ? t('credits.improved_by')
                : creditLabel === 'Co-authors'
                  ? t('credits.co_authors')
                  : creditLabel,
          })}{' '}
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
            {splitWords(t('credits.edited', { count: edits, history: '{history}' })).map(({ text, name }) => (
              <Fragment key={`${text}${name ?? ''}`}>
                {text}
                {name === 'history' ? <Link href={historyHref}>{t('credits.history')}</Link> : null}
              </Fragment>
            ))}
          </>
        ) : (
          <Link href={historyHref}>{t('credits.edit_history')}</Link>
        )}
        {suggestHref ? (
          <>
            {' · '}
            <Link href={suggestHref}>{t('item.suggest_edit')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
