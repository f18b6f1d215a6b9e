// The feed's words in the page's language (server only): finished strings for the client list, with the values
// only the browser knows left as `{placeholders}` and the counts as plural forms.
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { pluralForms } from '@/lib/plural-forms';
import type { FeedWords } from './feed-view';

export async function feedWords(): Promise<FeedWords> {
  const t = await getT('members');
  return feedWordsOf(t, await pageLocale());
}

export function feedWordsOf(t: Translate, locale: string): FeedWords {
  return {
    signedOutTitle: t('feed.signed_out_title'),
    signedOut: t('feed.signed_out', { login: '{login}', signup: '{signup}' }),
    logIn: t('feed.log_in'),
    signUp: t('feed.sign_up'),
    loadFailed: t('feed.load_failed'),
    loading: t('feed.loading'),
    emptyWeek: t('feed.empty_week'),
    empty: t('feed.empty'),
    emptyText: t('feed.empty_text', { link: '{link}' }),
    browseTags: t('following.browse_tags'),
    listLabel: t('feed.title'),
    question: t('feed.question'),
    tutorial: t('feed.tutorial'),
    kindBy: t('feed.kind_by', { kind: '{kind}', name: '{name}' }),
    upvotes: pluralForms(locale, (count) => t('profile.upvotes', { count })),
    answers: pluralForms(locale, (count) => t('feed.answers', { count })),
    reasons: t('feed.reasons', { names: '{names}' }),
    pagesLabel: t('feed.pages_label'),
    previous: t('feed.previous'),
    next: t('feed.next'),
  };
}
