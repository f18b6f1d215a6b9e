// /community/suggested-edits?type=tutorial|comment&id=…: the suggested edits to one tutorial or answer — all of them
// for its author and moderators, a member's own otherwise (issue #32).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { SuggestionList } from '@/features/revisions/suggestion-review';
import { communityMetadata } from '../_lib/metadata';
import { getT } from '@/i18n/translate';
import { reviewWords } from '@/features/revisions/review-words-server';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('community');
  return communityMetadata(
    { path: '/community/suggested-edits', title: t('history.suggested_edits') },
    { noIndex: true },
  );
}

export default async function SuggestedEditsRoute({ searchParams }: Props) {
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const type = one(query.type);
  const id = one(query.id);
  if ((type !== 'tutorial' && type !== 'comment') || !/^\d{1,10}$/.test(id)) notFound();
  const t = await getT('community');
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('history.suggested_edits') },
        ]}
        title={type === 'tutorial' ? t('review.list_title_tutorial') : t('review.list_title_answer')}
      />
      <SuggestionList type={type} id={Number(id)} words={reviewWords(t)} />
    </Container>
  );
}
