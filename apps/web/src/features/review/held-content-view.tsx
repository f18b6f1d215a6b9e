'use client';
// The held item itself, loaded by HeldContentGate (held-content.tsx) for a signed-in member on a question or tutorial
// address that answered 404: it asks the dynamic API with the member's own token and, when the API lets them read
// the item, shows it with its notice; otherwise the not-found content stays.
import { getQuestionForEditing, getTutorialForEditing, type Question, type Tutorial } from '@reef/client';
import { contentPath } from '@reef/core';
import Link from '@/components/ui/link';
import { useEffect, useState, type ReactNode } from 'react';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { useSession } from '@/features/auth/session-provider';
import { ArticleBody } from '@/components/content/article-body';
import { AuthorLine } from '@/components/content/author-line';
import { PageHeading } from '@/components/layout/page-heading';
import { StatusNotice } from '@/components/ui/status-notice/status-notice';
import { TagList } from '@/components/content/tag-list';
import styles from '@/components/layout/page.module.css';
import { ENGLISH_HELD_WORDS, type HeldWords } from './review-words';

type Held = { kind: 'question'; item: Question } | { kind: 'tutorial'; item: Tutorial };

/** Words of the notice for a state that is not public. */
function noticeFor(
  kind: Held['kind'],
  state: string,
  isAuthor: boolean,
  words: HeldWords,
): { title: string; text: string } | null {
  const who = isAuthor ? 'self' : 'other';
  if (state === 'under_review' || state === 'spam') {
    return { title: words.awaitingTitle, text: words.awaiting[kind][who] };
  }
  if (state === 'draft') return { title: words.draftTitle, text: words.draft[kind][who] };
  return null;
}

/** The not-found content (`children`), or the member's own held item when the API lets them read it. */
export function HeldContentView({
  kind,
  slug,
  children,
  words = ENGLISH_HELD_WORDS,
}: {
  kind: 'questions' | 'tutorials';
  slug: string;
  children: ReactNode;
  /** What the page says around the item, in the page's language (English when not given). */
  words?: HeldWords;
}) {
  const session = useSession();
  const [held, setHeld] = useState<Held | null>(null);

  useEffect(() => {
    setHeld(null);
    if (session.status !== 'signed-in') return;
    let isCancelled = false;
    const read: Promise<Held> =
      kind === 'questions'
        ? getQuestionForEditing(session.api, slug).then((item) => ({ kind: 'question', item }))
        : getTutorialForEditing(session.api, slug).then((item) => ({ kind: 'tutorial', item }));
    // A 404 or 403 here means the member may not see it either: the not-found content stays.
    read.then((value) => !isCancelled && setHeld(value)).catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // session.api changes with the token; the status and the address are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, slug, session.status]);

  useEffect(() => {
    if (held) document.title = held.item.title;
  }, [held]);

  if (!held) return <>{children}</>;
  const { item } = held;
  const isAuthor = session.user !== null && item.author?.id === session.user.id;
  const notice = noticeFor(held.kind, item.state, isAuthor, words);
  const listHref = held.kind === 'question' ? '/community/questions' : '/community/tutorials';
  return (
    <Container
      as="article"
      className={styles.page}
      data-held-content={item.state}
      aria-labelledby="held-title"
    >
      <PageHeading
        titleId="held-title"
        crumbs={[
          { label: words.community, href: '/community' },
          { label: held.kind === 'question' ? words.questions : words.tutorials, href: listHref },
          { label: item.title },
        ]}
        eyebrow={
          <ContentTypeLabel type={held.kind}>
            {held.kind === 'question' ? words.question : words.tutorial}
          </ContentTypeLabel>
        }
        title={item.title}
      />
      {notice ? (
        <StatusNotice tone="warning" title={notice.title}>
          {notice.text}
        </StatusNotice>
      ) : null}
      <section aria-labelledby="held-body-title">
        <h2 id="held-body-title" className="visually-hidden">
          {held.kind === 'question' ? words.questionBody : words.tutorialBody}
        </h2>
        <AuthorLine
          author={item.author}
          published={item.created_at}
          updated={item.updated_at}
          verb={held.kind === 'question' ? words.asked : words.written}
          words={words.authorLine}
          locale={words.locale}
        />
        <ArticleBody html={item.body_html} idPrefix="held-code" withAnchors={held.kind === 'tutorial'} />
        <TagList tags={item.tags} />
      </section>
      {isAuthor && held.kind === 'question' ? (
        <p>
          <Link href={`${contentPath('question', item.slug)}/edit`}>{words.editQuestion}</Link>
        </p>
      ) : null}
    </Container>
  );
}
