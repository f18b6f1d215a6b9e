// /community/admin/static_pages (issue #12, MANAGE_STATIC_PAGES): every static page by type and state; each row
// opens its editor, and a published page links to the site.
import { StaticPageList } from '@/features/admin/static-pages/static-page-list';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { genericWords } from '@/features/admin/generic/generic-words-server';
import { GenericWordsProvider } from '@/features/admin/generic/generic-words';
import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('static_pages.meta_list'));
}

export default async function Page() {
  const t = await getT('admin-content');
  return (
    <GenericWordsProvider words={await genericWords()}>
      <StaticPageList
        words={{
          lede: t('static_pages.lede'),
          viewOnSite: t('static_pages.view_on_site', { title: '{title}' }),
        }}
      />
    </GenericWordsProvider>
  );
}
