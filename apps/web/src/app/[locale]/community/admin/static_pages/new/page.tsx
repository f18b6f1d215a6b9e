// /community/admin/static_pages/new: a new static page in the slice editor; `?translate={type}/{slug}&language=de`
// starts it as the translation of that page, prefilled from it and shown beside it.
import { translateFromQuery } from '@/features/admin/publishing/translate-from';
import { StaticPageEditor } from '@/features/admin/static-pages/static-page-editor';
import { staticPageEditorWords } from '@/features/admin/static-pages/static-page-words';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { getT } from '@/i18n/translate';

export async function generateMetadata() {
  const t = await getT('admin-content');
  return adminMetadata(t('static_pages.meta_new'));
}

type Props = { searchParams: Promise<{ translate?: string | string[]; language?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  return (
    <PublishingWordsProvider words={await publishingWords()}>
      <StaticPageEditor
        translateFrom={translateFromQuery(await searchParams)}
        words={await staticPageEditorWords()}
      />
    </PublishingWordsProvider>
  );
}
