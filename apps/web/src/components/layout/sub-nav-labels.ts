// The sub-navigations' names in the page's language, for the header to pass to SubNav (sub-nav.tsx, a client part).
import { getT } from '@/i18n/translate';
import type { SubNavLabels } from './sub-nav';

/** "Blog sections", "Community" and "Press" in the page's language. */
export async function subNavLabels(): Promise<SubNavLabels> {
  const t = await getT('common');
  return { blog: t('sub_nav.blog'), community: t('sub_nav.community'), press: t('sub_nav.press') };
}
