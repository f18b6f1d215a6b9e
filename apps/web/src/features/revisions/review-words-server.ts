// The suggested-edit pages' words (suggestion-review.tsx) from the `community` catalogue, on the server.
import type { Translate } from '@/i18n/translate';
import type { ReviewWords } from './suggestion-review';
import { apiErrorWords } from '@/features/editor/api-errors-server';

/** What the suggested-edit pages say, in the translator's language. */
export function reviewWords(t: Translate): ReviewWords {
  const login = { login: '{login}' };
  return {
    states: {
      pending: t('review.state_pending'),
      accepted: t('review.state_accepted'),
      declined: t('review.state_declined'),
    },
    logInToSee: t('review.log_in_to_see', login),
    logInToSeeList: t('review.log_in_to_see_list', login),
    logIn: t('thread.log_in'),
    notFound: t('review.not_found'),
    loading: t('review.loading'),
    summary: t('review.summary', { subject: '{subject}', author: '{author}', state: '{state}' }),
    formerMember: t('review.former_member'),
    note: t('review.note', { note: '{note}' }),
    viewLabel: t('review.view_label'),
    rendered: t('history.view_rendered'),
    markdown: t('history.view_markdown'),
    changes: t('review.changes', { number: '{number}' }),
    review: t('review.review'),
    bodyLabel: t('review.body_label'),
    reasonLabel: t('review.reason_label'),
    accept: t('review.accept'),
    decline: t('review.decline'),
    listFailed: t('review.list_failed'),
    listLoading: t('review.list_loading'),
    listEmpty: t('review.list_empty'),
    item: t('review.item', { id: '{id}', author: '{author}' }),
    errors: apiErrorWords(t),
  };
}
