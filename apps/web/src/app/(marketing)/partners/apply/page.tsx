// /partners/apply (community-app §2): the partner application, a marketing form whose answers are stored as a lead.
import type { Metadata } from 'next';
import Link from 'next/link';
import { communityMetadata } from '@/app/community/_lib/metadata';
import { MarketingFormPage } from '../../_forms/form-page';
import styles from '@/components/layout/page.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata({
    path: '/partners/apply',
    title: 'Apply to become a partner',
    description:
      'Consultancies, managed service providers and technology companies: apply to the partner program.',
  });
}

export default function PartnerApplyPage() {
  return (
    <MarketingFormPage
      slug="partner-application"
      title="Apply to become a partner"
      lede="Tell us about your business. Our partner team reads every application and answers within five working days."
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Partners', href: '/partners' }, { label: 'Apply' }]}
      submitLabel="Send application"
      confirmation={{
        title: 'Thank you, your application is in.',
        text: 'Our partner team will write to you within five working days.',
      }}
      aside={
        <div className={styles.box}>
          <h2 className={styles.asideTitle}>What partners get</h2>
          <ul>
            <li>A listing in the partner directory</li>
            <li>Credit for demos and proofs of concept</li>
            <li>A partner manager and early access to new products</li>
          </ul>
          <p>
            <Link href="/partners">See our partners</Link>
          </p>
        </div>
      }
    />
  );
}
