// /account/referrals (spec: community-app §2): the member's referral link, with a copy button, and how many people
// signed up through it. The page is the same for everyone; the member's data is read in the browser with their token.
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { ReferralsPanel } from '@/features/referrals/referrals-panel';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../community/_lib/metadata';
import styles from '@/components/layout/page.module.css';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    {
      path: '/account/referrals',
      title: 'Referrals',
      description: 'Invite friends with your referral link.',
    },
    { noIndex: true },
  );
}

export default function ReferralsPage() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Account' }, { label: 'Referrals' }]}
        title="Referrals"
        lede="Invite friends with your own link and see how many signed up."
      />
      <ReferralsPanel />
    </Container>
  );
}
