// /community/tags/[slug]: a tag's tutorials and questions, with its feeds and a subscription.
import { mutedFilterWords } from '@/features/follows/muted-filter-words';
import { followButtonWords } from '@/features/follows/follow-words';
import { MutedFilterGate } from '@/features/follows/muted-filter-gate';
import { listTag, objectTag } from '@reef/core';
import { getTag, listQuestions, listTutorials } from '@reef/client';
import type { Metadata } from 'next';
import { getT } from '@/i18n/translate';
import { actionWords } from '@/features/votes/action-words-server';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { FollowButton } from '@/features/follows/follow-button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { SectionHead } from '@/components/layout/section-head';
import { PageHeading } from '@/components/layout/page-heading';
import { QuestionList } from '@/components/content/question-item';
import { TutorialList } from '@/components/content/tutorial-item';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import { communityMetadata } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import { readInPageLanguage } from '@/lib/list-language';
import { pageLocale } from '@/i18n/page-locale';
import { feedPath } from '@/features/posts/post-types';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const readTag = cache((slug: string) => readOrNotFound(() => getTag(cachedApi([objectTag.tag(slug)]), slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await readTag((await params).slug);
  const t = await getT('reading');
  const locale = await pageLocale();
  const metadata = await communityMetadata({
    type: 'tag',
    slug: tag.slug,
    title: t('tag.meta_title', { name: tag.name }),
    description: tag.description || t('tag.about', { name: tag.name }),
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': feedPath(`/tags/${tag.slug}.rss`, locale),
        'application/atom+xml': feedPath(`/tags/${tag.slug}.atom`, locale),
      },
    },
  };
}

export default async function TagPage({ params }: Props) {
  const tag = await readTag((await params).slug);
  const mutedWords = await mutedFilterWords();
  const [tutorials, questions] = await Promise.all([
    readInPageLanguage((language) =>
      listTutorials(cachedApi([listTag.tutorials, objectTag.tag(tag.slug)]), {
        tag: tag.slug,
        language,
        limit: 12,
      }),
    ),
    readInPageLanguage((language) =>
      listQuestions(cachedApi([listTag.questions, objectTag.tag(tag.slug)]), {
        tag: tag.slug,
        language,
        limit: 8,
      }),
    ),
  ]);
  const now = Date.now();
  const t = await getT('reading');
  const locale = await pageLocale();
  const tc = await getT('common');
  const actions = await actionWords({ kind: 'tag', name: tag.name });
  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tags'), href: '/community/tags' },
          { label: tag.name },
        ]}
        breadcrumbLabel={tc('breadcrumb.label')}
        title={tag.name}
        lede={tag.description || t('tag.about', { name: tag.name })}
        actions={
          <>
            <FollowButton
              type="tag"
              id={tag.id}
              label={`the ${tag.name} tag`}
              words={await followButtonWords()}
            />
            <SubscribeButton
              type="tag"
              id={tag.id}
              label={`the ${tag.name} tag`}
              words={actions?.subscribe}
            />
          </>
        }
      />
      <p className={styles.muted}>
        {t('tag.counts', {
          tutorials: String(tag.tutorials_count),
          questions: String(tag.questions_count),
        })}{' '}
        <a href={feedPath(`/tags/${tag.slug}.rss`, locale)}>RSS</a>,{' '}
        <a href={feedPath(`/tags/${tag.slug}.atom`, locale)}>Atom</a>
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="tag-tutorials">
          <SectionHead
            id="tag-tutorials"
            title={t('tag.tutorials')}
            link={{
              href: `/community/tutorials?tag=${encodeURIComponent(tag.slug)}`,
              label: t('tag.all_tutorials', { name: tag.name }),
            }}
          />
          {tutorials.data.length > 0 ? (
            <TutorialList tutorials={tutorials.data} after={<MutedFilterGate words={mutedWords} />} />
          ) : (
            <EmptyState title={t('tag.no_tutorials', { name: tag.name })} />
          )}
        </section>
        <section aria-labelledby="tag-questions">
          <SectionHead
            id="tag-questions"
            title={t('tag.questions')}
            link={{ href: `/community/questions?tag=${encodeURIComponent(tag.slug)}`, label: t('tag.all') }}
          />
          {questions.data.length > 0 ? (
            <QuestionList
              questions={questions.data}
              now={now}
              after={<MutedFilterGate words={mutedWords} />}
            />
          ) : (
            <EmptyState title={t('tag.no_questions')} />
          )}
        </section>
      </div>
    </Container>
  );
}
