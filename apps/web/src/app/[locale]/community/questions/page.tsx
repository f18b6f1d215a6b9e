// /community/questions: questions with filters (unanswered, newest, by tag, by language) and pagination. The list
// shows the site's language (issue #31); "Any language" (`language=any`) shows every one, as on /community/tutorials.
import { MutedFilterGate } from '@/features/follows/muted-filter-gate';
import { listTag } from '@reef/core';
import { listQuestions } from '@reef/client';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { PageHeading } from '@/components/layout/page-heading';
import { Pagination, listHref } from '@/components/ui/pagination/pagination';
import { QuestionList } from '@/components/content/question-item';
import { cachedApi } from '@/lib/content-api';
import { communityMetadata } from '../_lib/metadata';
import { outlineLinkClassName } from '@/components/ui/outline-link/outline-link';
import styles from '@/components/layout/page.module.css';
import controls from '@/app/[locale]/community/list-controls.module.css';
import listStyles from './questions-list.module.css';
import { listLanguage } from '@/lib/list-language';
import { LanguageFilter } from '../_lib/filter-select';
import { QUESTION_FILTERS, questionListValues, readQuestionListParams } from './list-params';
import { inPageLanguage } from '@/i18n/page-locale';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PER_PAGE = 20;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = readQuestionListParams(await searchParams, await listLanguage());
  const values = questionListValues(params);
  return communityMetadata(
    {
      path: '/community/questions',
      title: 'Questions',
      description: 'Questions and answers from developers: ask yours, or help someone with theirs.',
    },
    { noIndex: Boolean(values.filter || values.tag || values.language) || params.page > 1 },
  );
}

export default async function QuestionsPage({ searchParams }: Props) {
  const params = readQuestionListParams(await searchParams, await listLanguage());
  const questions = await listQuestions(cachedApi([listTag.questions]), {
    sort_by: params.filter,
    tag: params.tag,
    language: params.language,
    page: params.page,
    limit: PER_PAGE,
  });
  const { current, count } = questions.meta.pagination.page;
  const values = questionListValues(params);
  const now = Date.now();

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Questions' }]}
        title={params.tag ? `Questions tagged “${params.tag}”` : 'Questions'}
        lede="Ask what you are stuck on, or help someone get unstuck."
        actions={<ButtonLink href="/community/questions/new">Ask a question</ButtonLink>}
      />
      <nav aria-label="Question filters">
        <ul className={controls.tabs}>
          {QUESTION_FILTERS.map((filter) => (
            <li key={filter.value}>
              <Link
                href={listHref('/community/questions', {
                  ...values,
                  filter: filter.value === 'newest' ? undefined : filter.value,
                })}
                aria-current={params.filter === filter.value ? 'page' : undefined}
                className={outlineLinkClassName(params.filter === filter.value)}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        action={await inPageLanguage('/community/questions')}
        method="get"
        className={`${controls.searchRow} ${listStyles.filterRow}`}
        aria-label="Filter by tag and language"
      >
        {values.filter ? <input type="hidden" name="filter" value={values.filter} /> : null}
        <LanguageFilter language={params.language} />
        <label htmlFor="question-tag" className="visually-hidden">
          Tag
        </label>
        <input
          id="question-tag"
          name="tag"
          type="text"
          defaultValue={params.tag ?? ''}
          placeholder="Filter by tag, e.g. docker"
        />
        <button type="submit" className={outlineLinkClassName()}>
          Filter
        </button>
      </form>
      <p className={controls.resultCount} role="status">
        {questions.meta.pagination.total.toLocaleString('en-US')}{' '}
        {questions.meta.pagination.total === 1 ? 'question' : 'questions'}
      </p>
      {questions.data.length > 0 ? (
        <QuestionList questions={questions.data} now={now} headingLevel={2} after={<MutedFilterGate />} />
      ) : (
        <EmptyState
          title={params.filter === 'unanswered' ? 'Every question has an answer' : 'No questions here yet'}
        >
          <p>
            <Link href="/community/questions/new">Ask the first one</Link>
            {params.tag || values.language ? (
              <>
                {' · '}
                <Link href="/community/questions">All questions</Link>
              </>
            ) : null}
          </p>
        </EmptyState>
      )}
      <Pagination
        basePath="/community/questions"
        values={values}
        current={current}
        count={count}
        label="Question pages"
      />
    </Container>
  );
}
