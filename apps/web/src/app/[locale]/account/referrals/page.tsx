// /account/referrals (spec: community-app §2): the member's referral link, with a copy button, and how many people
// signed up through it. The page is the same for everyone; the member's data is read in the browser with their token.
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { ReferralsPanel } from '@/features/referrals/referrals-panel';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../community/_lib/metadata';
import { copyWords } from '@/components/ui/copy-button/copy-words';
import { pluralForms } from '@/lib/plural-forms';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import styles from '@/components/layout/page.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('members');
  return communityMetadata(
    {
      path: '/account/referrals',
      title: t('referrals.title'),
      description: t('referrals.description'),
    },
    { noIndex: true },
  );
}

export default async function ReferralsPage() {
  const t = await getT('members');
  const locale = await pageLocale();
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('settings.tabs.account') }, { label: t('referrals.title') }]}
        title={t('referrals.title')}
        lede={t('referrals.lede')}
      />
      <ReferralsPanel
        words={{
          loading: t('settings.loading'),
          logIn: t('settings.log_in'),
          signedOut: t('referrals.signed_out', { login: '{login}' }),
          loadFailed: t('referrals.load_failed'),
          linkTitle: t('referrals.link_title'),
          linkText: t('referrals.link_text'),
          linkLabel: t('referrals.link_label'),
          copyLink: t('referrals.copy_link'),
          copy: await copyWords(),
          signupsTitle: t('referrals.signups_title'),
          signups: pluralForms(locale, (count) => t('referrals.signups', { count })),
        }}
      />
    </Container>
  );
}
