// /company/contact/sales (community-app §2): the sales contact form, a marketing form stored as a lead.
import type { Metadata } from 'next';
import Link from 'next/link';
import { communityMetadata } from '@/app/community/_lib/metadata';
import { MarketingFormPage } from '../../../_forms/form-page';
import styles from '@/components/layout/page.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata({
    path: '/company/contact/sales',
    title: 'Contact sales',
    description: 'Talk to our sales team about pricing, migrations and running your business on the cloud.',
  });
}

export default function ContactSalesPage() {
  return (
    <MarketingFormPage
      slug="contact-sales"
      title="Contact sales"
      lede="Planning a migration, a bigger deployment or a custom agreement? Tell us what you need and a solutions engineer will get back to you."
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Company' }, { label: 'Contact sales' }]}
      submitLabel="Contact sales"
      confirmation={{
        title: 'Thanks, we have your message.',
        text: 'Someone from our sales team will answer within one working day.',
      }}
      aside={
        <div className={styles.box}>
          <h2 className={styles.asideTitle}>Other ways to reach us</h2>
          <p>
            Need help with an account? <Link href="/support">Get support</Link>.
          </p>
          <p>
            Seen something harmful on our network? <Link href="/company/contact/abuse">Report abuse</Link>.
          </p>
        </div>
      }
    />
  );
}
