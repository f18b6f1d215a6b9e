// /community/suggested-edits/[id]: one suggested edit — its diff, and the review for the author or a moderator
// (issue #32). Read in the browser with the member's token.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { SuggestionReview } from '@/features/revisions/suggestion-review';
import { communityMetadata } from '../../_lib/metadata';
import { getT } from '@/i18n/translate';
import { reviewWords } from '@/features/revisions/review-words-server';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = await getT('community');
  return communityMetadata(
    { path: `/community/suggested-edits/${encodeURIComponent(id)}`, title: t('review.meta_title') },
    { noIndex: true },
  );
}

export default async function SuggestedEditRoute({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const t = await getT('community');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: t('crumbs.community'), href: '/community' }, { label: t('review.meta_title') }]}
        title={t('review.title', { id })}
      />
      <SuggestionReview id={Number(id)} words={reviewWords(t)} />
    </Container>
  );
}
