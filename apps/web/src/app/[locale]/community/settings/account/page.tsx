// /community/settings/account: email address, password, sessions, data export and account deletion.
import type { Metadata } from 'next';
import { AccountSettings } from '@/features/settings/account-settings';
import { communityMetadata } from '../../_lib/metadata';

// Per request: the form fills in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/community/settings/account',
      title: 'Account settings',
      description: 'Your email address, password, sessions and data.',
    },
    { noIndex: true },
  );
}

export default function AccountSettingsPage() {
  return <AccountSettings />;
}
