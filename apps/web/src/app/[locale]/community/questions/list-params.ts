// The question list's query string (/community/questions?filter=…&tag=…&language=…). Unknown values fall back to
// the defaults rather than failing the page: the controls only offer valid ones.
import type { Language } from '@reef/core';
import { listLanguageParam, readListLanguage, SITE_LANGUAGE } from '@/lib/site-language';

export const QUESTION_FILTERS = [
  { value: 'newest', label: 'Newest' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'activity', label: 'Recently active' },
  { value: 'votes', label: 'Most votes' },
] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number]['value'];

/** The list as the page reads it. */
export type QuestionListParams = {
  filter: QuestionFilter;
  tag?: string;
  /** The language of the questions shown (the page's by default, issue #31); none for every language. */
  language?: Language;
  /** The list's own language: the page's interface language. */
  home: Language;
  page: number;
};

type RawParams = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** Reads the list's parameters; the language is the site's unless the address names one or `any`. */
export function readQuestionListParams(raw: RawParams, home: Language = SITE_LANGUAGE): QuestionListParams {
  const filter = one(raw.filter);
  const page = Number.parseInt(one(raw.page), 10);
  return {
    filter: QUESTION_FILTERS.some((item) => item.value === filter) ? (filter as QuestionFilter) : 'newest',
    tag: one(raw.tag).slice(0, 100) || undefined,
    language: readListLanguage(one(raw.language), home),
    home,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 500) : 1,
  };
}

/** The values the list's links keep (defaults left out), without the page. */
export function questionListValues(params: QuestionListParams): Record<string, string | undefined> {
  return {
    filter: params.filter === 'newest' ? undefined : params.filter,
    tag: params.tag,
    language: listLanguageParam(params.language, params.home),
  };
}
