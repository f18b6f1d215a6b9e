// The words of a content page's action buttons (upvote, subscribe, report, edit links) in the page's language. The
// server builds them (action-words-server.ts) with the item already named in them, so the client fills in nothing but
// a vote count; without them the buttons speak English, as before. No directive: server and client both read it.

/** The upvote button's words; `counts` holds "{count} upvotes" by plural category of `locale`. */
export type UpvoteWords = {
  upvote: string;
  removeUpvote: string;
  counts: Record<string, string>;
  locale: string;
  failed: string;
};

/** The subscribe button's words. */
export type SubscribeWords = {
  subscribe: string;
  subscribed: string;
  subscribedToast: string;
  unsubscribedToast: string;
  failed: string;
};

/** The report button's visible word and the item it names for screen readers. */
export type ReportWords = { report: string; target: string };

/** The edit links' words: the list's name, the links and what they name for screen readers. */
export type EditLinkWords = {
  manage: string;
  edit: string;
  editTarget: string;
  adminPage: string;
  adminTarget: string;
};

/** Every action button's words. */
export type ActionWords = {
  upvote: UpvoteWords;
  subscribe: SubscribeWords;
  report: ReportWords;
  editLinks: EditLinkWords;
};

/** "12 upvotes" in the words' language. */
export function upvoteCount(words: UpvoteWords, count: number): string {
  const category = new Intl.PluralRules(words.locale).select(count);
  const template = words.counts[category] ?? words.counts.other ?? '{count}';
  return template.split('{count}').join(String(count));
}
