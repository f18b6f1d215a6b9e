// The author line's words in the page's language, built on the server.
import { getT } from '@/i18n/translate';
import type { AuthorLineWords } from './author-line';

/** "Published {date}", "Updated {date}" and "Deleted member" in the page's language. */
export async function authorLineWords(): Promise<AuthorLineWords> {
  const t = await getT('common');
  return {
    // `{date}` stays for AuthorLine to place the date (a message formatted without it is not formatted at all).
    published: t('author_line.published', { date: '{date}' }),
    updated: t('author_line.updated', { date: '{date}' }),
    deletedMember: t('author_line.deleted_member'),
  };
}
