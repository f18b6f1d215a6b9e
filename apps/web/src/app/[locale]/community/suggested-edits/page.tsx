// /community/suggested-edits?type=tutorial|comment&id=…: the suggested edits to one tutorial or answer — all of them
// for its author and moderators, a member's own otherwise (issue #32).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { SuggestionList } from '@/features/revisions/suggestion-review';
import { communityMetadata } from '../_lib/metadata';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return communityMetadata(
    { path: '/community/suggested-edits', title: 'Suggested edits' },
    { noIndex: true },
  );
}

export default async function SuggestedEditsRoute({ searchParams }: Props) {
  const query = await searchParams;
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const type = one(query.type);
  const id = one(query.id);
  if ((type !== 'tutorial' && type !== 'comment') || !/^\d{1,10}$/.test(id)) notFound();
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[{ label: 'Community', href: '/community' }, { label: 'Suggested edits' }]}
        title={type === 'tutorial' ? 'Suggested edits to this tutorial' : 'Suggested edits to this answer'}
      />
      <SuggestionList type={type} id={Number(id)} />
    </Container>
  );
}
