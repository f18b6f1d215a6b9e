import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { CreateGate } from '@/features/auth/create-gate';
import { NEW_TUTORIAL_GATE } from '@/features/tutorials/create-gate-copy';
import { TutorialForm } from '@/features/tutorials/tutorial-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata(
    { path: '/community/tutorials/new', title: 'Write a tutorial' },
    { noIndex: true },
  );
}

export default function NewTutorialPage() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Tutorials', href: '/community/tutorials' },
          { label: 'New' },
        ]}
        title="Write a tutorial"
        lede="Your draft is private until an editor publishes it. Everything you type is kept on this device until you save."
      />
      <CreateGate type="tutorial" copy={NEW_TUTORIAL_GATE}>
        <TutorialForm />
      </CreateGate>
    </Container>
  );
}
