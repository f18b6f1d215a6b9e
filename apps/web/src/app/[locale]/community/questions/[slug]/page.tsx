// /community/questions/[slug]: the question, its answers (accepted and featured first) with comments on each,
// comments on the question, upvotes, subscription and the answer form.
import {
  getCommentThread,
  getQuestion,
  getRevisionCredits,
  getTutorial,
  type CommentPage,
  type Question,
} from '@reef/client';
import { contentPath, isPubliclyVisible, objectTag, PAGE_SIZES, truncate } from '@reef/core';
import { htmlToText } from '@reef/markdown/html';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { ServerCommentThread } from '@/features/comments/server-comment-thread';
import { CommentsSection } from '@/features/comments/comments-section';
import {
  liveWords,
  pluralForms,
  threadPageWords,
  threadWords,
} from '@/features/comments/thread-words-server';
import { questionJsonLd } from '@/features/questions/structured-data';
import { ItemViewTracker } from '@/features/analytics/item-view-tracker';
import { ArticleBody } from '@/components/content/article-body';
import { contentLang } from '@/components/content/language-versions';
import { WhaleAmbienceGate } from '@/features/whale/whale-ambience-gate';
import { AuthorLine } from '@/components/content/author-line';
import { EditCredits } from '@/features/revisions/edit-credits';
import { historyPath } from '@/features/revisions/history-path';
import { JsonLd } from '@/components/content/json-ld';
import { PageHeading } from '@/components/layout/page-heading';
import { ShareLinks } from '@/components/content/share-links';
import { StatusNotice } from '@/components/ui/status-notice/status-notice';
import { TagList } from '@/components/content/tag-list';
import { cachedApi, readOptional, readOrNotFound } from '@/lib/content-api';
import { formatDate } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { LiveThreadGate } from '@/features/comments/live-thread-gate';
import { ContentActions } from '../../_lib/content-actions';
import { communityMetadata, siteUrl } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import pageStyles from './question.module.css';
import { authorLineWords } from '@/components/content/author-line-words';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

// spec: content-and-presentation §9, "Page sizes: … answers 3"; 'Load more' brings the next three.
const ANSWERS_PER_PAGE = PAGE_SIZES.answers;

const readQuestion = cache(async (slug: string): Promise<Question> => {
  const question = await readOrNotFound(() =>
    getQuestion(cachedApi([objectTag.question(slug)]), slug, { includeCount: true }),
  );
  if (!isPubliclyVisible('question', question.state)) notFound();
  return question;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const question = await readQuestion(slug);
  return communityMetadata(
    {
      type: 'question',
      slug: question.slug,
      title: question.title,
      description: truncate(htmlToText(question.body_html), 160),
    },
    {
      kind: 'article',
      publishedTime: question.created_at,
      modifiedTime: question.updated_at,
      tags: question.tags.map((tag) => tag.name),
      noIndex: question.state === 'unlisted',
    },
  );
}

export default async function QuestionPage({ params }: Props) {
  const { slug } = await params;
  const question = await readQuestion(slug);
  const pageTags = [objectTag.question(question.slug)];
  const emptyPage: CommentPage = {
    data: [],
    meta: { pagination: { page: { current: 0, count: 0 }, per_page: ANSWERS_PER_PAGE, total: 0 } },
  };
  // Issue #32: "edited N times — history" (read beside the answers); an edit revalidates the question's tag.
  const pendingCredits = readOptional(
    () => getRevisionCredits(cachedApi(pageTags), 'question', question.id),
    null,
    'edit credits',
  );
  const answers = await readOptional(
    () =>
      getCommentThread(
        cachedApi([...pageTags, objectTag.thread('question', question.id)]),
        'question',
        question.id,
        {
          type: 'answer',
          perPage: ANSWERS_PER_PAGE,
          page: 0,
          featured: question.accepted_answer_id ? [question.accepted_answer_id] : undefined,
        },
      ),
    emptyPage,
    'answers',
  );
  const credits = await pendingCredits;
  // The tutorial it was asked about (content-and-presentation §7), when it is still public; a plain link.
  const aboutTutorial = question.tutorial_id
    ? await readOptional(
        () => getTutorial(cachedApi(pageTags), question.tutorial_id!),
        null,
        'the tutorial asked about',
      )
    : null;
  const url = siteUrl(contentPath('question', question.slug));
  const answerCount = answers.meta.pagination.total;
  // Issue #31 item 3: a question not in English says so on its words (title, body), not on the English frame
  // around them, so screen readers and translators read each in its language.
  const lang = contentLang(question.language);
  const t = await getT('community');
  const locale = await pageLocale();

  return (
    // The question is one article (title, body, comments) and each answer an article of its own inside it.
    <Container as="article" className={styles.page} aria-labelledby="content-title">
      <JsonLd data={questionJsonLd(question, answers.data, url)} />
      <PageHeading
        titleId="content-title"
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.questions'), href: '/community/questions' },
          { label: question.title },
        ]}
        eyebrow={<ContentTypeLabel type="question">{t('question.eyebrow')}</ContentTypeLabel>}
        title={lang ? <span lang={lang}>{question.title}</span> : question.title}
      />
      {question.state === 'unlisted' ? (
        <StatusNotice title={t('question.unlisted_title')}>{t('question.unlisted_text')}</StatusNotice>
      ) : null}
      <div className={styles.layout}>
        <div className={pageStyles.main}>
          <section aria-labelledby="question-body-title" className={pageStyles.question}>
            <h2 id="question-body-title" className="visually-hidden">
              {t('question.body_heading')}
            </h2>
            <AuthorLine
              author={question.author}
              published={question.created_at}
              updated={question.updated_at}
              words={{
                ...(await authorLineWords()),
                published: t('question.asked_date', { date: '{date}' }),
              }}
              locale={locale}
            />
            {aboutTutorial && isPubliclyVisible('tutorial', aboutTutorial.state) ? (
              <p className={styles.muted}>
                {t('question.about_tutorial')}{' '}
                <a href={contentPath('tutorial', aboutTutorial.slug)}>{aboutTutorial.title}</a>
              </p>
            ) : null}
            <div className={pageStyles.body} lang={lang}>
              <ArticleBody html={question.body_html} idPrefix="question-code" withAnchors={false} />
            </div>
            <TagList tags={question.tags} label={t('tags.label')} />
            <EditCredits credits={credits} historyHref={historyPath('question', question.slug)} />
            <div className={pageStyles.actions}>
              <ContentActions type="question" item={question} />
            </div>
          </section>

          <CommentsSection
            parentType="question"
            parentId={question.id}
            commentType="comment"
            tags={pageTags}
            title={t('question.comments_title')}
            headingId="question-comments"
            noun="question"
            isFormFolded
            emptyText={t('question.comments_empty')}
          />

          <section aria-labelledby="answers" className={pageStyles.answers}>
            <LiveThreadGate rootType="question" rootId={question.id} words={liveWords(t, locale)} />
            <ServerCommentThread
              parentType="question"
              parentId={question.id}
              commentType="answer"
              initial={answers}
              perPage={ANSWERS_PER_PAGE}
              headingId="answers"
              countHeading={pluralForms(t, 'question.answer_count', locale)}
              words={threadWords(t, 'question', 'answer', await threadPageWords(t))}
              noun="question"
              isAnswerList
              bodyLang={lang}
              acceptedAnswerId={question.accepted_answer_id}
              acceptance={{ questionId: question.id, askerSlug: question.author?.slug ?? null }}
              formLabel={t('question.answer_form_label')}
              submitLabel={t('question.answer_submit')}
              emptyText={t('question.answers_empty')}
            />
          </section>
        </div>
        <aside className={styles.sideColumn} aria-label={t('question.aside_label')}>
          <div className={styles.box}>
            <h2 className={styles.asideTitle}>{t('question.stats')}</h2>
            <dl className={pageStyles.stats}>
              <div>
                <dt>{t('question.asked')}</dt>
                <dd>
                  <time dateTime={question.created_at}>{formatDate(question.created_at, locale)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('question.views')}</dt>
                <dd>{question.views_count}</dd>
              </div>
              <div>
                <dt>{t('question.answers')}</dt>
                <dd>{answerCount}</dd>
              </div>
            </dl>
          </div>
          <ShareLinks url={url} title={question.title} />
        </aside>
      </div>
      <ItemViewTracker type="question" id={question.id} />
      <WhaleAmbienceGate />
    </Container>
  );
}
