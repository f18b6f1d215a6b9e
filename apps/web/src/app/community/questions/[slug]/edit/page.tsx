import { contentEditPath } from '@reef/core';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { QuestionForm } from '@/features/questions/question-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return communityMetadata(
    { path: contentEditPath('question', slug), title: 'Edit question' },
    { noIndex: true },
  );
}

export default async function EditQuestionPage({ params }: Props) {
  const { slug } = await params;
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Questions', href: '/community/questions' },
          { label: 'Edit' },
        ]}
        title="Edit question"
      />
      <QuestionForm slug={slug} />
    </Container>
  );
}
