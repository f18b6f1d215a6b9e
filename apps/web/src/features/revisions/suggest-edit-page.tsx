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
import { getT } from '@/i18n/translate';
import { apiErrorWords } from '@/features/editor/api-errors-server';

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
      const t = await getT('community');
      return communityMetadata(
        { path: pathOf(await keyOf(params)), title: t('suggest.meta_title') },
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
      const t = await getT('community');
      return (
        <Container className={styles.page}>
          <PageHeading
            crumbs={[
              { label: t('crumbs.community'), href: '/community' },
              { label: history.subject.title, href: history.subject.path },
              { label: t('suggest.meta_title') },
            ]}
            title={t('suggest.title', { title: history.subject.title })}
            lede={t('suggest.lede')}
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
            words={{
              logIn: t('suggest.log_in', { login: '{login}' }),
              logInLink: t('thread.log_in'),
              thanks: t('suggest.thanks'),
              see: t('suggest.see'),
              back: t('suggest.back'),
              title: t('content_form.title'),
              description: t('suggest.description'),
              body: t('suggest.body'),
              comment: t('suggest.comment'),
              send: t('suggest.send'),
              cancel: t('form.cancel'),
              errors: apiErrorWords(t),
            }}
          />
        </Container>
      );
    },
  };
}
