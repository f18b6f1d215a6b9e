// The action buttons' words in the page's language (action-words.ts), built on the server.
import { pageLocale } from '@/i18n/page-locale';
import { pluralForms } from '@/lib/plural-forms';
import { getT, type Translate } from '@/i18n/translate';
import type { ActionWords } from './action-words';

/** What the buttons act on: a tutorial or series ("this tutorial"), a tag, or something named (a tool). */
export type ActionTarget =
  | { kind: 'tutorial' }
  | { kind: 'question' }
  | { kind: 'series' }
  | { kind: 'tag'; name: string }
  | { kind: 'named'; name: string };

function targetLabel(t: Translate, target: ActionTarget): string {
  switch (target.kind) {
    case 'tutorial':
      return t('actions.this_tutorial');
    case 'question':
      return t('actions.this_question');
    case 'series':
      return t('actions.this_series');
    case 'tag':
      return t('actions.tag', { name: target.name });
    case 'named':
      return target.name;
  }
}

/** The buttons' words for `target`, or nothing on an English page (the buttons' own words are English). */
export async function actionWords(target: ActionTarget): Promise<ActionWords | undefined> {
  const locale = await pageLocale();
  if (locale === 'en') return undefined;
  const t = await getT('reading', locale);
  const label = targetLabel(t, target);
  const counts = pluralForms(locale, (count) => t('actions.upvotes', { count })) as Record<string, string>;
  return {
    upvote: {
      upvote: t('actions.upvote', { label }),
      removeUpvote: t('actions.remove_upvote', { label }),
      counts,
      locale,
      failed: t('actions.vote_failed'),
    },
    subscribe: {
      subscribe: t('actions.subscribe'),
      subscribed: t('actions.subscribed'),
      subscribedToast: t('actions.subscribed_toast', { label }),
      unsubscribedToast: t('actions.unsubscribed_toast'),
      failed: t('actions.failed'),
    },
    report: { report: t('actions.report'), target: label },
    editLinks: {
      manage: t('actions.manage', { label }),
      edit: t('actions.edit'),
      editTarget: label,
      adminPage: t('actions.admin_page'),
      adminTarget: t('actions.admin_of', { label }),
    },
  };
}
