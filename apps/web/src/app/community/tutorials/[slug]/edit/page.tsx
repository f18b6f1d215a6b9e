import { contentEditPath } from '@reef/core';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { TutorialForm } from '@/features/tutorials/tutorial-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return communityMetadata(
    { path: contentEditPath('tutorial', slug), title: 'Edit tutorial' },
    { noIndex: true },
  );
}

export default async function EditTutorialPage({ params }: Props) {
  const { slug } = await params;
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Tutorials', href: '/community/tutorials' },
          { label: 'Edit' },
        ]}
        title="Edit tutorial"
      />
      <TutorialForm slug={slug} />
    </Container>
  );
}
