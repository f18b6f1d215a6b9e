// /community/settings/account: email address, password, sessions, data export and account deletion.
import type { Metadata } from 'next';
import { AccountSettings } from '@/features/settings/account-settings';
import { communityMetadata } from '../../_lib/metadata';
import { getT } from '@/i18n/translate';
import { accountWordsOf } from '@/features/settings/settings-words';

// Per request: the form fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/settings/account',
      title: t('settings.account_title'),
      description: t('settings.account_description'),
    },
    { noIndex: true },
  );
}

export default async function AccountSettingsPage() {
  const t = await getT('members');
  return <AccountSettings words={accountWordsOf(t)} />;
}
