// /community/settings: the first section, in the page's language.
import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/i18n/locale-path';
import { pageLocale } from '@/i18n/page-locale';

export default async function SettingsPage() {
  permanentRedirect(localizedPath('/community/settings/profile', await pageLocale()));
}
