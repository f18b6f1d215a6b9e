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
import {
  QUESTION_FILTERS,
  questionListValues,
  readQuestionListParams,
  type QuestionFilter,
} from './list-params';
import { inPageLanguage } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PER_PAGE = 20;

/** A filter tab's label. */
function filterLabel(t: Translate, filter: QuestionFilter): string {
  switch (filter) {
    case 'unanswered':
      return t('questions_list.filter_unanswered');
    case 'activity':
      return t('questions_list.filter_activity');
    case 'votes':
      return t('questions_list.filter_votes');
    default:
      return t('questions_list.filter_newest');
  }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = readQuestionListParams(await searchParams, await listLanguage());
  const values = questionListValues(params);
  const t = await getT('community');
  return communityMetadata(
    {
      path: '/community/questions',
      title: t('questions_list.meta_title'),
      description: t('questions_list.meta_description'),
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
  const t = await getT('community');

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('crumbs.questions') }]}
        title={params.tag ? t('questions_list.title_tagged', { tag: params.tag }) : t('questions_list.title')}
        lede={t('questions_list.lede')}
        actions={<ButtonLink href="/community/questions/new">{t('questions_list.ask')}</ButtonLink>}
      />
      <nav aria-label={t('questions_list.filters_label')}>
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
                {filterLabel(t, filter.value)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        action={await inPageLanguage('/community/questions')}
        method="get"
        className={`${controls.searchRow} ${listStyles.filterRow}`}
        aria-label={t('questions_list.filter_form_label')}
      >
        {values.filter ? <input type="hidden" name="filter" value={values.filter} /> : null}
        <LanguageFilter language={params.language} />
        <label htmlFor="question-tag" className="visually-hidden">
          {t('questions_list.tag_label')}
        </label>
        <input
          id="question-tag"
          name="tag"
          type="text"
          defaultValue={params.tag ?? ''}
          placeholder={t('questions_list.tag_placeholder')}
        />
        <button type="submit" className={outlineLinkClassName()}>
          {t('questions_list.filter_button')}
        </button>
      </form>
      <p className={controls.resultCount} role="status">
        {t('questions_list.count', { count: questions.meta.pagination.total })}
      </p>
      {questions.data.length > 0 ? (
        <QuestionList questions={questions.data} now={now} headingLevel={2} after={<MutedFilterGate />} />
      ) : (
        <EmptyState
          title={
            params.filter === 'unanswered' ? t('questions_list.empty_unanswered') : t('questions_list.empty')
          }
        >
          <p>
            <Link href="/community/questions/new">{t('questions_list.ask_first')}</Link>
            {params.tag || values.language ? (
              <>
                {' · '}
                <Link href="/community/questions">{t('questions_list.all_questions')}</Link>
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
        label={t('questions_list.pages_label')}
      />
    </Container>
  );
}
