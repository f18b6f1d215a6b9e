// The admin home's words (admin-home.tsx) from the `admin` catalogue, on the server. The queues of "Needs attention"
// are named by the API's keys (`home.attention.<key>`); admin-home.test.tsx fails when the API lists a queue that has
// no words here.
import type { Locale } from '@reef/i18n';
import { getT, translatorOf, type Translate } from '@/i18n/translate';
import type { AdminHomeWords } from './admin-home';

/** The home's words from a translator of the `admin` namespace. */
export function adminHomeWordsOf(t: Translate): AdminHomeWords {
  return {
    title: t('home.title'),
    lede: t('home.lede'),
    loadFailed: t('home.load_failed'),
    needsAttention: t('home.needs_attention'),
    checking: t('home.checking'),
    allClear: t('home.all_clear'),
    queues: {
      flags: t('home.attention.flags'),
      held_questions: t('home.attention.held_questions'),
      held_comments: t('home.attention.held_comments'),
      failed_mail: t('home.attention.failed_mail'),
      failed_webhooks: t('home.attention.failed_webhooks'),
      scheduled_pages: t('home.attention.scheduled_pages'),
      scheduled_posts: t('home.attention.scheduled_posts'),
    },
  };
}

/** The home's words in the page's language. */
export async function adminHomeWords(): Promise<AdminHomeWords> {
  const t = await getT('admin');
  return adminHomeWordsOf(t);
}

/** The home's words in `locale` (tests). */
export function adminHomeWordsIn(locale: Locale): AdminHomeWords {
  return adminHomeWordsOf(translatorOf('admin', locale));
}
