// The slices' and templates' words in the page's language, from the `marketing` catalogue (server code only).
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { pluralForms } from '@/lib/plural-forms';
import type { CmsWords } from './words';

/** The words of the slices and templates in the translator's language. */
export function cmsWords(t: Translate, locale: string): CmsWords {
  const stories: CmsWords['stories'] = {};
  Object.assign(
    stories,
    pluralForms(locale, (n) => t('cms.stories', { count: n, industry: '{industry}' })),
  );
  return {
    locale,
    onThisPage: t('cms.on_this_page'),
    currentsReport: t('cms.currents_report'),
    published: t('cms.published', { date: '{date}' }),
    lastUpdated: t('cms.last_updated', { date: '{date}' }),
    storiesByIndustry: t('cms.stories_by_industry'),
    faq: t('cms.faq'),
    learnMore: t('cms.learn_more'),
    readRelease: t('cms.read_release'),
    moreNews: t('cms.more_news'),
    mostPopular: t('cms.most_popular'),
    includedIn: t('cms.included_in', { name: '{name}' }),
    all: t('cms.all'),
    noStories: t('cms.no_stories', { industry: '{industry}' }),
    stories,
    play: t('cms.play', { host: '{host}' }),
  };
}

/** The slices' and templates' words in the page's language. */
export async function pageCmsWords(): Promise<CmsWords> {
  const t = await getT('marketing');
  return cmsWords(t, await pageLocale());
}
