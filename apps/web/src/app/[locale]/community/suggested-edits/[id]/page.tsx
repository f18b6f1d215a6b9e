// /community/suggested-edits/[id]: one suggested edit — its diff, and the review for the author or a moderator
// (issue #32). Read in the browser with the member's token.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { SuggestionReview } from '@/features/revisions/suggestion-review';
import { communityMetadata } from '../../_lib/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return communityMetadata(
    { path: `/community/suggested-edits/${encodeURIComponent(id)}`, title: 'Suggested edit' },
    { noIndex: true },
  );
}

export default async function SuggestedEditRoute({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Suggested edit' }]}
        title={`Suggested edit ${id}`}
      />
      <SuggestionReview id={Number(id)} />
    </Container>
  );
}
