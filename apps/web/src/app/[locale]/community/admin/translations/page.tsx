// /community/admin/translations (MANAGE_TUTORIALS, MANAGE_POSTS or MANAGE_STATIC_PAGES: the sidebar's "Translations"
// entry gates it): the stale queue per language of the kinds the member edits and the coverage table (issue #31,
// item 4).
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { stateWordsOf } from '@/features/admin/shell/state-words';
import { translationsWordsOf } from '@/features/translations/translations-words-server';

import { TranslationsAdmin } from '@/features/translations/translations-admin';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('translations.title'));
}

export default async function TranslationsPage() {
  const t = await getT('admin-content');
  const locale = await pageLocale();
  // An English page passes no words: the screen says its own English.
  const words =
    locale === 'en' ? undefined : translationsWordsOf(t, locale, stateWordsOf(await getT('admin')).content);
  return (
    <>
      <AdminPageHeading title={t('translations.title')} lede={t('translations.lede')} />
      <TranslationsAdmin words={words} />
    </>
  );
}
