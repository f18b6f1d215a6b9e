// /community/settings/following (issue #32): the tags, people and series the member follows or muted.
import type { Metadata } from 'next';
import { FollowingSettings } from '@/features/follows/following-settings';
import { communityMetadata } from '../../_lib/metadata';
import { getT } from '@/i18n/translate';
import { followingSettingsWordsOf } from '@/features/settings/settings-words';

// Per request: the lists fill in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/community/settings/following',
      title: t('settings.tabs.following'),
      description: t('settings.following_description'),
    },
    { noIndex: true },
  );
}

export default async function FollowingSettingsPage() {
  const t = await getT('members');
  return <FollowingSettings words={followingSettingsWordsOf(t)} />;
}
