// /company/contact/abuse (community-app §2): report abuse coming from our network, a marketing form stored as a lead.
import type { Metadata } from 'next';
import { communityMetadata } from '@/app/community/_lib/metadata';
import { MarketingFormPage } from '../../../_forms/form-page';
import styles from '@/components/layout/page.module.css';

// Rendered per request (the build has no API to read); the API reads behind it are cached by tag.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata({
    path: '/company/contact/abuse',
    title: 'Report abuse',
    description: 'Report spam, phishing, malware or attacks coming from a server on our network.',
  });
}

export default function ContactAbusePage() {
  return (
    <MarketingFormPage
      slug="contact-abuse"
      title="Report abuse"
      lede="Spam, phishing, malware or an attack from one of our addresses? Tell us what you saw; our trust and safety team acts on every report."
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Company' }, { label: 'Report abuse' }]}
      submitLabel="Send report"
      confirmation={{
        title: 'Thank you, your report is in.',
        text: 'Our trust and safety team will look into it. We write back when we need more details.',
      }}
      aside={
        <div className={styles.box}>
          <h2 className={styles.asideTitle}>Help us act quickly</h2>
          <ul>
            <li>The IP address or full URL</li>
            <li>When you saw it, with your time zone</li>
            <li>Headers of the email, or the log lines</li>
          </ul>
        </div>
      }
    />
  );
}
