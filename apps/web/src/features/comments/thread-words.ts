// The words of a comment or answer thread in the page's language (issue #31, item 1). The server builds them from the
// `community` catalogue (thread-words-server.ts) and hands them to the thread; the browser only fills in the values
// it alone knows (`{name}`, `{count}`…), so no catalogue and no formatter reaches it.

import type { EditorWords } from '@/features/editor/editor-words';
import type { ApiErrorWords } from '@/features/editor/api-errors';
import type { ReportWords } from './report-dialog';
import type { UpvoteWords } from '@/features/votes/action-words';

/** A count's forms by plural category of the page's language (`one`, `few`, `other`…), each with `{count}`. */
export type PluralForms = { locale: string; forms: Record<string, string> };

/** What a thread and its items say. */
export type ThreadWords = {
  /** The thread's empty state when the page gives none. */
  empty: string;
  /** With `{shown}` and `{total}`. */
  showing: string;
  loadMore: string;
  loading: string;
  loadFailed: string;
  formLabel: string;
  submitLabel: string;
  /** With `{login}` and `{register}`, the two links. */
  signIn: string;
  logIn: string;
  signUp: string;
  /** With `{permission}` and `{conduct}` (the code of conduct's link). */
  denied: string;
  conduct: string;
  posted: string;
  postedForReview: string;
  deleteConfirm: string;
  deleted: string;
  deleteFailed: string;
  /** With `{name}`. */
  accepted: string;
  unaccepted: string;
  failed: string;
  item: {
    accept: string;
    unaccept: string;
    reply: string;
    edit: string;
    delete: string;
    report: string;
    editAnswer: string;
    editComment: string;
    editReply: string;
    save: string;
    /** With `{name}`. */
    replyTo: string;
    postReply: string;
    replyPosted: string;
    replyPostedForReview: string;
    saved: string;
    loadEditFailed: string;
  };
  view: {
    /** With `{name}`. */
    answerBy: string;
    commentBy: string;
    replyBy: string;
    repliesTo: string;
    edited: string;
    accepted: string;
    featured: string;
    awaitingReview: string;
    suggestEdit: string;
    /** The name of an author whose account is gone. */
    deletedMember: string;
    /** The page's language, for the relative times. */
    locale?: string;
    /** The upvote buttons' words for each kind of item (English without them). */
    upvote?: { answer?: UpvoteWords; comment?: UpvoteWords; reply?: UpvoteWords };
  };
  report: ReportWords;
  form: {
    minLength: string;
    restored: string;
    posting: string;
    cancel: string;
    editor: EditorWords;
    errors: ApiErrorWords;
  };
};

/** `template` with each `{name}` filled in. */
export function fillWords(template: string, values: Record<string, string | number>): string {
  let text = template;
  for (const [name, value] of Object.entries(values)) text = text.split(`{${name}}`).join(String(value));
  return text;
}

/** `template` cut at its `{name}` placeholders: the texts between them and the names, in order. */
export function splitWords(template: string): { text: string; name?: string }[] {
  const parts: { text: string; name?: string }[] = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    parts.push({ text: template.slice(last, match.index), name: match[1] });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ text: template.slice(last) });
  return parts;
}

/** The count in its form: `{count}` of the form its plural category takes, the number in the page's language. */
export function pluralText({ locale, forms }: PluralForms, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  const form = forms[category] ?? forms.other ?? '{count}';
  return fillWords(form, { count: count.toLocaleString(locale === 'en' ? 'en-US' : locale) });
}
