// The thread's words (thread-words.ts) from the `community` catalogue, on the server.
import { COMMENT_BODY_MIN, type CommentType } from '@reef/core';
import type { Translate } from '@/i18n/translate';
import { editorWords } from '@/features/editor/editor-words-server';
import type { LiveWords } from './live-thread';
import type { PluralForms, ThreadWords } from './thread-words';
import { apiErrorWords } from '@/features/editor/api-errors-server';
import { pageLocale } from '@/i18n/page-locale';
import { pluralForms as formsOf } from '@/lib/plural-forms';
import { actionWords } from '@/features/votes/action-words-server';

/**
 * A plural message's forms for the browser: for each plural category of `locale`, the message formatted with a
 * number of that category, the number turned back into `{count}`.
 */
export function pluralForms(t: Translate, key: string, locale: string): PluralForms {
  return { locale, forms: formsOf(locale, (count) => t(key, { count })) as Record<string, string> };
}

/** The thing a thread is about, as the empty thread names it. */
export type ThreadNoun = 'tutorial' | 'question' | 'tool' | 'answer' | (string & {});

/** The page's own parts of a thread's words: its language (relative times) and the upvote buttons' words. */
export type ThreadPageWords = Pick<ThreadWords['view'], 'locale' | 'upvote'>;

/** The upvote buttons' words of a thread's items and the page's language, for `threadWords`. */
export async function threadPageWords(t: Translate): Promise<ThreadPageWords> {
  const locale = await pageLocale();
  const [answer, comment, reply] = await Promise.all(
    [t('item.this_answer'), t('item.this_comment'), t('item.this_reply')].map((name) =>
      actionWords({ kind: 'named', name }),
    ),
  );
  return { locale, upvote: { answer: answer?.upvote, comment: comment?.upvote, reply: reply?.upvote } };
}

/** What a thread of `commentType` under a `noun` says, in the translator's language. */
export function threadWords(
  t: Translate,
  noun: ThreadNoun,
  commentType?: CommentType,
  page: ThreadPageWords = {},
): ThreadWords {
  const isAnswer = commentType === 'answer';
  // Values only the browser knows stay as placeholders, filled in there.
  const name = { name: '{name}' };
  const links = { login: '{login}', register: '{register}' };
  const denial = { permission: '{permission}', conduct: '{conduct}' };
  return {
    empty: t('thread.empty', { noun }),
    showing: t('thread.showing', { shown: '{shown}', total: '{total}' }),
    loadMore: t('thread.load_more'),
    loading: t('thread.loading'),
    loadFailed: t('thread.load_failed'),
    formLabel: t('thread.form_label'),
    submitLabel: t('thread.submit_label'),
    signIn: isAnswer ? t('thread.sign_in_answer', links) : t('thread.sign_in_comment', links),
    logIn: t('thread.log_in'),
    signUp: t('thread.sign_up'),
    denied: isAnswer ? t('thread.denied_answer', denial) : t('thread.denied_comment', denial),
    conduct: t('thread.code_of_conduct'),
    posted: isAnswer ? t('thread.answer_posted') : t('thread.comment_posted'),
    postedForReview: isAnswer ? t('thread.answer_posted_review') : t('thread.comment_posted_review'),
    deleteConfirm: t('thread.delete_confirm'),
    deleted: t('thread.deleted'),
    deleteFailed: t('thread.delete_failed'),
    accepted: t('thread.accepted', name),
    unaccepted: t('thread.unaccepted'),
    failed: t('thread.failed'),
    item: {
      accept: t('item.accept'),
      unaccept: t('item.unaccept'),
      reply: t('item.reply'),
      edit: t('item.edit'),
      delete: t('item.delete'),
      report: t('item.report'),
      editAnswer: t('item.edit_answer'),
      editComment: t('item.edit_comment'),
      editReply: t('item.edit_reply'),
      save: t('item.save'),
      replyTo: t('item.reply_to', name),
      postReply: t('item.post_reply'),
      replyPosted: t('item.reply_posted'),
      replyPostedForReview: t('item.reply_posted_review'),
      saved: t('item.saved'),
      loadEditFailed: t('item.load_edit_failed'),
    },
    view: {
      answerBy: t('item.answer_by', name),
      commentBy: t('item.comment_by', name),
      replyBy: t('item.reply_by', name),
      repliesTo: t('item.replies_to', name),
      edited: t('item.edited'),
      accepted: t('item.accepted_badge'),
      featured: t('item.featured_badge'),
      awaitingReview: t('item.awaiting_review'),
      suggestEdit: t('item.suggest_edit'),
      deletedMember: t('item.deleted_member'),
      ...page,
    },
    report: {
      title: t('report.title'),
      legend: t('report.legend'),
      reasons: {
        spam: t('report.reason_spam'),
        offensive: t('report.reason_offensive'),
        'off-topic': t('report.reason_off_topic'),
        other: t('report.reason_other'),
      },
      details: t('report.details'),
      chooseReason: t('report.choose_reason'),
      thanks: t('report.thanks'),
      sending: t('report.sending'),
      send: t('report.send'),
      cancel: t('form.cancel'),
      errors: apiErrorWords(t),
    },
    form: {
      minLength: t('form.min_length', { min: COMMENT_BODY_MIN }),
      restored: t('form.restored'),
      posting: t('form.posting'),
      cancel: t('form.cancel'),
      editor: editorWords(t),
      errors: apiErrorWords(t),
    },
  };
}

/** What a page's live notice of new answers and comments says (live-thread.tsx), in `locale`. */
export function liveWords(t: Translate, locale: string): LiveWords {
  return {
    newAnswers: pluralForms(t, 'live.new_answers', locale),
    newComments: pluralForms(t, 'live.new_comments', locale),
    both: t('live.both', { answers: '{answers}', comments: '{comments}' }),
    show: t('live.show', { fresh: '{fresh}' }),
  };
}
