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
import { displayName, formatDate } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { communityMetadata } from '@/lib/community-metadata';
import { historyPath, type Layout } from './history-path';
import { RevisionActions } from './revision-actions';
import css from './revisions.module.css';
import { apiErrorWords } from '@/features/editor/api-errors-server';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug?: string; id?: string }>; searchParams: Promise<SearchParams> };

/** The section crumb of an item's history. */
function sectionCrumb(type: RevisionSubject, t: Translate): Crumb {
  return type === 'tutorial'
    ? { label: t('crumbs.tutorials'), href: '/community/tutorials' }
    : { label: t('crumbs.questions'), href: '/community/questions' };
}

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
      const t = await getT('community');
      return communityMetadata(
        {
          path: historyPath(type, key),
          title: t('history.meta_title'),
          description: t('history.meta_description'),
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
      const t = await getT('community');
      const locale = await pageLocale();
      const errors = apiErrorWords(t);
      return (
        <Container className={styles.page}>
          <PageHeading
            crumbs={[
              { label: t('crumbs.community'), href: '/community' },
              sectionCrumb(type, t),
              { label: subject.title, href: subject.path },
              { label: t('history.crumb') },
            ]}
            title={t('history.title', { title: subject.title })}
            lede={t('history.lede', { revisions: history.data.length, edits })}
          />
          <p>
            <Link href={subject.path}>{t('history.back', { type })}</Link>
            {type !== 'question' ? (
              <>
                {' · '}
                <Link href={`/community/suggested-edits?type=${type}&id=${subject.id}`}>
                  {t('history.suggested_edits')}
                </Link>
              </>
            ) : null}
          </p>
          {credits && credits.improved_by.length > 0 ? (
            <p className={css.credits}>
              {t('credits.label', {
                label: type === 'tutorial' ? t('credits.co_authors') : t('credits.improved_by'),
              })}{' '}
              {credits.improved_by.map((user) => displayName(user)).join(', ')}
            </p>
          ) : null}
          <nav aria-label={t('history.view_label')}>
            <ul className={css.tabs}>
              {(
                [
                  ['rendered', t('history.view_rendered')],
                  ['markdown', t('history.view_markdown')],
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
          <nav aria-label={t('history.layout_label')}>
            <ul className={css.tabs}>
              {(
                [
                  ['inline', t('history.layout_inline')],
                  ['side', t('history.layout_side')],
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
                  {revision.is_current
                    ? t('history.revision_current', { number: revision.number })
                    : t('history.revision', { number: revision.number })}
                </h2>
                <p className={css.meta}>
                  {revision.author ? displayName(revision.author) : t('history.former_member')},{' '}
                  <time dateTime={revision.created_at}>{formatDate(revision.created_at, locale)}</time>
                  {revision.summary ? ` — ${revision.summary}` : ''}
                </p>
                {revision.hidden ? (
                  <p className={css.hidden}>{t('history.hidden', { reason: revision.hidden.reason })}</p>
                ) : null}
                {revision.diff ? (
                  layout === 'side' ? (
                    <div className={css.sides}>
                      <section aria-label={t('history.before_label', { number: revision.number })}>
                        <h3 className={css.sideTitle}>{t('history.before')}</h3>
                        <pre
                          className={css.diff}
                          dangerouslySetInnerHTML={{ __html: revision.diff.left_html }}
                        />
                      </section>
                      <section aria-label={t('history.after_label', { number: revision.number })}>
                        <h3 className={css.sideTitle}>{t('history.after')}</h3>
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
                  <p className={css.meta}>{t('history.no_diff')}</p>
                )}
                <RevisionActions
                  type={type}
                  id={subject.id}
                  number={revision.number}
                  isCurrent={revision.is_current}
                  isHidden={revision.hidden !== null}
                  words={{
                    showHidden: t('history.show_hidden'),
                    hideAgain: t('history.hide_again'),
                    rollback: t('history.rollback', { number: revision.number }),
                    hideReason: t('history.hide_reason', { number: revision.number }),
                    hide: t('history.hide', { number: revision.number }),
                    failed: t('history.failed'),
                    errors,
                  }}
                />
              </li>
            ))}
          </ol>
        </Container>
      );
    },
  };
}
