// /community/admin/static_pages/{type}/{slug}/edit (content-and-presentation §2 "Admin static page edit"): a nested
// slug is one URL-encoded segment (products%2Fdroplets), as in the API's address.
import { StaticPageEditor } from '@/features/admin/static-pages/static-page-editor';
import { staticPageEditorWords } from '@/features/admin/static-pages/static-page-words';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { PublishingWordsProvider } from '@/features/admin/publishing/publishing-words';
import { publishingWords } from '@/features/admin/publishing/publishing-words-server';

import { getT } from '@/i18n/translate';

type Props = { params: Promise<{ type: string; slug: string }> };

const decode = (segment: string) => (segment.includes('%') ? decodeURIComponent(segment) : segment);

export async function generateMetadata({ params }: Props) {
  const { type, slug } = await params;
  const t = await getT('admin-content');
  return adminMetadata(t('static_pages.meta_edit', { ref: `${type}/${decode(slug)}` }));
}

export default async function Page({ params }: Props) {
  const { type, slug } = await params;
  return (
    <PublishingWordsProvider words={await publishingWords()}>
      <StaticPageEditor pageRef={{ type, slug: decode(slug) }} words={await staticPageEditorWords()} />
    </PublishingWordsProvider>
  );
}
