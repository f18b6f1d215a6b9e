import type { QuestionItem } from '@reef/client';
import { contentPath, formatRelativeTime } from '@reef/core';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { displayName } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { contentLang } from './language-versions';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { muteMarks } from './mute-marks';
import { rawHtmlKey } from './raw-html-key';
import { TagList } from './tag-list';
import styles from './content-list.module.css';
import questionStyles from './question-item.module.css';

/** A question in a list: counts (votes, answers, views), title, tags, asker and last activity. */
export async function QuestionListItem({
  question,
  now,
  headingLevel = 3,
}: {
  question: QuestionItem;
  now: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const isAnswered = question.accepted_answer_id !== null;
  const locale = await pageLocale();
  const t = await getT('common', locale);
  return (
    <article
      className={[styles.item, questionStyles.questionItem].join(' ')}
      {...muteMarks(question.author, question.tags)}
    >
      <dl className={questionStyles.questionStats}>
        <div>
          <dt>{t('question_item.votes', { count: question.upvotes_count })}</dt>
          <dd>{question.upvotes_count}</dd>
        </div>
        <div
          className={
            isAnswered
              ? questionStyles.statAccepted
              : question.answers_count > 0
                ? questionStyles.statAnswered
                : undefined
          }
        >
          <dt>{t('question_item.answers', { count: question.answers_count })}</dt>
          <dd>{question.answers_count}</dd>
        </div>
        <div>
          <dt>{t('question_item.views', { count: question.views_count })}</dt>
          <dd>{question.views_count}</dd>
        </div>
      </dl>
      <div className={questionStyles.questionMain}>
        <Heading className={styles.itemTitle}>
          {/* Issue #31: under "Any language" a question in another language says so on its title. */}
          <Link href={contentPath('question', question.slug)} lang={contentLang(question.language)}>
            {question.title}
          </Link>
        </Heading>
        <p className={styles.itemMeta}>
          <span>
            {t('question_item.asked_by', {
              name: displayName(question.author, t('author_line.deleted_member')),
            })}
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={question.last_activity_at}>
            {t('question_item.active', { time: formatRelativeTime(question.last_activity_at, now, locale) })}
          </time>
          {isAnswered ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className={questionStyles.acceptedText}>{t('question_item.accepted')}</span>
            </>
          ) : question.answers_count === 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{t('question_item.no_answers')}</span>
            </>
          ) : null}
        </p>
        <TagList tags={question.tags} label={t('tags.label')} />
      </div>
    </article>
  );
}

/** Questions as a list, each a `QuestionListItem`. */
export async function QuestionList({
  questions,
  now,
  headingLevel,
  after,
}: {
  questions: readonly QuestionItem[];
  now: number;
  headingLevel?: 2 | 3;
  /** Rendered right after the list, to act on it: a list page's mute filter (features/follows/muted-filter.tsx). */
  after?: ReactNode;
}) {
  const locale = await pageLocale();
  return (
    <>
      {/* HTML and links only: a stored page carries the list once (static-region.tsx). */}
      <StaticRegion
        as="ul"
        region={regionName(
          `questions-${locale}-${rawHtmlKey(questions.map((item) => `${item.id}:${item.language}:${item.title}:${item.answers_count}`).join('|'))}`,
        )}
        className={styles.list}
      >
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionListItem question={question} now={now} headingLevel={headingLevel} />
          </li>
        ))}
      </StaticRegion>
      {after}
    </>
  );
}
