// The admin bar's words (admin-bar-words.ts) from the `admin` catalogue, for the root layout to pass to AdminBarGate.
import type { Locale } from '@reef/i18n';
import { getT } from '@/i18n/translate';
import { adminWordsOf } from './shell/admin-words-server';
import type { AdminBarWords } from './admin-bar-words';

/** The admin bar's words in the page's language (or `locale`). */
export async function adminBarWords(locale?: Locale): Promise<AdminBarWords> {
  const t = await getT('admin', locale);
  const { sidebar } = adminWordsOf(t);
  return {
    admin: t('frame.admin'),
    adminMenu: t('frame.admin_menu'),
    adminSections: t('frame.admin_sections'),
    groups: sidebar.groups,
    entries: sidebar.entries,
  };
}
