// The public history of a question, answer or comment, or tutorial (issue #32): every revision, newest first, with its
// diff against the one before — of the rendered text or of the markdown, inline or side by side. Both choices are
// links (`?view=`, `?layout=`), so the page works without JavaScript; the diffs are HTML the API rendered (escaped
// text in <ins>/<del>), never markup built here. Rolling back and hiding are a small island for signed-in members.
import { getRevisionCredits, listRevisions } from '@reef/client';
import { REVISION_VIEWS, isOneOf, type RevisionSubject, type RevisionView } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading, type Crumb } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { serverApi } from '@/lib/api';
import { readOptional, readOrNotFound } from '@/lib/content-api';
import { countLabel, displayName, formatDate } from '@/lib/format';
import { communityMetadata } from '@/lib/community-metadata';
import { historyPath, type Layout } from './history-path';
import { RevisionActions } from './revision-actions';
import css from './revisions.module.css';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug?: string; id?: string }>; searchParams: Promise<SearchParams> };

const SECTIONS: Record<RevisionSubject, Crumb> = {
  question: { label: 'Questions', href: '/community/questions' },
  tutorial: { label: 'Tutorials', href: '/community/tutorials' },
  comment: { label: 'Questions', href: '/community/questions' },
};

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The history page of one kind of item, and its metadata (kept out of search indexes). */
export function historyPage(type: RevisionSubject) {
  const keyOf = async (params: Props['params']) => {
    const p = await params;
    return (type === 'comment' ? p.id : p.slug) ?? '';
  };
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const key = await keyOf(params);
      return communityMetadata(
        {
          path: historyPath(type, key),
          title: 'Edit history',
          description: 'Every revision and what it changed.',
        },
        { noIndex: true },
      );
    },
    async Page({ params, searchParams }: Props) {
      const key = await keyOf(params);
      const query = await searchParams;
      const wanted = one(query.view);
      const view: RevisionView = isOneOf(REVISION_VIEWS, wanted) ? wanted : 'rendered';
      const layout: Layout = one(query.layout) === 'side' ? 'side' : 'inline';
      // Never cached: a hidden revision must leave the page at once.
      const [history, credits] = await Promise.all([
        readOrNotFound(() => listRevisions(serverApi({ noStore: true }), type, key, view)),
        readOptional(() => getRevisionCredits(serverApi({ noStore: true }), type, key), null, 'edit credits'),
      ]);
      const { subject } = history;
      const edits = Math.max(0, history.data.length - 1);
      return (
        <Container className={styles.page}>
          <PageHeading
            crumbs={[
              { label: 'Community', href: '/community' },
              SECTIONS[type],
              { label: subject.title, href: subject.path },
              { label: 'History' },
            ]}
            title={`Edit history: ${subject.title}`}
            lede={`${countLabel(history.data.length, 'revision')}; edited ${countLabel(edits, 'time')} since it was posted.`}
          />
          <p>
            <Link href={subject.path}>Back to the {type === 'comment' ? 'page' : type}</Link>
            {type !== 'question' ? (
              <>
                {' · '}
                <Link href={`/community/suggested-edits?type=${type}&id=${subject.id}`}>Suggested edits</Link>
              </>
            ) : null}
          </p>
          {credits && credits.improved_by.length > 0 ? (
            <p className={css.credits}>
              {type === 'tutorial' ? 'Co-authors' : 'Improved by'}:{' '}
              {credits.improved_by.map((user) => displayName(user)).join(', ')}
            </p>
          ) : null}
          <nav aria-label="What the diffs compare">
            <ul className={css.tabs}>
              {(
                [
                  ['rendered', 'Rendered text'],
                  ['markdown', 'Markdown'],
                ] as const
              ).map(([value, label]) => (
                <li key={value}>
                  <Link
                    className={css.tab}
                    href={historyPath(type, key, { view: value, layout })}
                    aria-current={view === value ? 'page' : undefined}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="How the diffs are laid out">
            <ul className={css.tabs}>
              {(
                [
                  ['inline', 'Inline'],
                  ['side', 'Side by side'],
                ] as const
              ).map(([value, label]) => (
                <li key={value}>
                  <Link
                    className={css.tab}
                    href={historyPath(type, key, { view, layout: value })}
                    aria-current={layout === value ? 'page' : undefined}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ol className={css.list} reversed>
            {history.data.map((revision) => (
              <li key={revision.number} className={css.revision}>
                <h2 className={css.revisionTitle}>
                  Revision {revision.number}
                  {revision.is_current ? ' (current)' : ''}
                </h2>
                <p className={css.meta}>
                  {revision.author ? displayName(revision.author) : 'A former member'},{' '}
                  <time dateTime={revision.created_at}>{formatDate(revision.created_at)}</time>
                  {revision.summary ? ` — ${revision.summary}` : ''}
                </p>
                {revision.hidden ? (
                  <p className={css.hidden}>A moderator hid this revision’s text: {revision.hidden.reason}</p>
                ) : null}
                {revision.diff ? (
                  layout === 'side' ? (
                    <div className={css.sides}>
                      <section aria-label={`Revision ${revision.number}: before`}>
                        <h3 className={css.sideTitle}>Before</h3>
                        <pre
                          className={css.diff}
                          dangerouslySetInnerHTML={{ __html: revision.diff.left_html }}
                        />
                      </section>
                      <section aria-label={`Revision ${revision.number}: after`}>
                        <h3 className={css.sideTitle}>After</h3>
                        <pre
                          className={css.diff}
                          dangerouslySetInnerHTML={{ __html: revision.diff.right_html }}
                        />
                      </section>
                    </div>
                  ) : (
                    <pre
                      className={css.diff}
                      dangerouslySetInnerHTML={{ __html: revision.diff.inline_html }}
                    />
                  )
                ) : revision.hidden ? null : (
                  <p className={css.meta}>The revision before it is hidden, so no diff is shown.</p>
                )}
                <RevisionActions
                  type={type}
                  id={subject.id}
                  number={revision.number}
                  isCurrent={revision.is_current}
                  isHidden={revision.hidden !== null}
                />
              </li>
            ))}
          </ol>
        </Container>
      );
    },
  };
}
