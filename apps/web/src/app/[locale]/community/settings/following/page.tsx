// /community/settings/following (issue #32): the tags, people and series the member follows or muted.
import type { Metadata } from 'next';
import { FollowingSettings } from '@/features/follows/following-settings';
import { communityMetadata } from '../../_lib/metadata';

// Per request: the lists fill in the browser with the member's token; never prerendered.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/community/settings/following',
      title: 'Following',
      description: 'The tags, people and series you follow or muted.',
    },
    { noIndex: true },
  );
}

export default function FollowingSettingsPage() {
  return <FollowingSettings />;
}
