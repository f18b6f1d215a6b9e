// The author line's words in the page's language, built on the server.
import { getT } from '@/i18n/translate';
import type { AuthorLineWords } from './author-line';

/** "Published {date}", "Updated {date}" and "Deleted member" in the page's language. */
export async function authorLineWords(): Promise<AuthorLineWords> {
  const t = await getT('common');
  return {
    published: t('author_line.published'),
    updated: t('author_line.updated'),
    deletedMember: t('author_line.deleted_member'),
  };
}
