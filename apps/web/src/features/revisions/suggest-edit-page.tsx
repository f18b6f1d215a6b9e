// The "suggest an edit" page of a tutorial or an answer (issue #32): the form, prefilled with the current revision's
// text (read from the public history, never cached).
import { listRevisions } from '@reef/client';
import type { SuggestionSubject } from '@reef/core';
import type { Metadata } from 'next';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import styles from '@/components/layout/page.module.css';
import { serverApi } from '@/lib/api';
import { readOrNotFound } from '@/lib/content-api';
import { communityMetadata } from '@/lib/community-metadata';
import { SuggestEditForm } from './suggest-edit-form';

type Props = { params: Promise<{ slug?: string; id?: string }> };

/** The page of one kind, and its metadata (kept out of search indexes). */
export function suggestEditPage(type: SuggestionSubject) {
  const keyOf = async (params: Props['params']) => {
    const p = await params;
    return (type === 'comment' ? p.id : p.slug) ?? '';
  };
  const pathOf = (key: string) =>
    type === 'comment'
      ? `/community/comments/${encodeURIComponent(key)}/suggest-edit`
      : `/community/tutorials/${encodeURIComponent(key)}/suggest-edit`;
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return communityMetadata(
        { path: pathOf(await keyOf(params)), title: 'Suggest an edit' },
        { noIndex: true },
      );
    },
    async Page({ params }: Props) {
      const key = await keyOf(params);
      const history = await readOrNotFound(() =>
        listRevisions(serverApi({ noStore: true }), type, key, 'markdown'),
      );
      const current = history.data.find((r) => r.is_current);
      const revision = current?.body_markdown ?? '';
      return (
        <Container className={styles.page}>
          <PageHeading
            crumbs={[
              { label: 'Community', href: '/community' },
              { label: history.subject.title, href: history.subject.path },
              { label: 'Suggest an edit' },
            ]}
            title={`Suggest an edit: ${history.subject.title}`}
            lede="Fix a broken step, a typo or an outdated command. The author (or a moderator) reviews your suggestion; if it is accepted you are credited on the page."
          />
          <SuggestEditForm
            type={type}
            id={history.subject.id}
            initial={{
              title: type === 'tutorial' ? (current?.title ?? history.subject.title) : undefined,
              description: undefined,
              body: revision,
            }}
            backHref={history.subject.path}
          />
        </Container>
      );
    },
  };
}
