import type { Metadata } from 'next';
import { Container } from '@/components/ui/container/container';
import { CreateGate } from '@/features/auth/create-gate';
import { NEW_QUESTION_GATE } from '@/features/questions/create-gate-copy';
import { QuestionForm } from '@/features/questions/question-form';
import { PageHeading } from '@/components/layout/page-heading';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';

// Rendered per request: it must not be prerendered at build, which would fix the brand and public URLs in it.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return communityMetadata(
    {
      path: '/community/questions/new',
      title: 'Ask a question',
      description: 'Ask the developer community.',
    },
    { noIndex: true },
  );
}

export default function NewQuestionPage() {
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: 'Community', href: '/community' },
          { label: 'Questions', href: '/community/questions' },
          { label: 'Ask' },
        ]}
        title="Ask a question"
        lede="Good questions get answers faster: say what you want to do, what you tried, and what happened."
      />
      <CreateGate type="question" copy={NEW_QUESTION_GATE}>
        <QuestionForm />
      </CreateGate>
    </Container>
  );
}
