// The copy button's words in the page's language, built on the server (client components load no catalogue).
import { getT } from '@/i18n/translate';
import type { CopyWords } from './copy-button';

/** Copy, Copied! and the keyboard hints of the copy button, in the page's language. */
export async function copyWords(): Promise<CopyWords> {
  const t = await getT('common');
  return {
    copy: t('copy.copy'),
    copied: t('copy.copied'),
    hintMac: t('copy.hint_mac'),
    hintOther: t('copy.hint_other'),
  };
}
