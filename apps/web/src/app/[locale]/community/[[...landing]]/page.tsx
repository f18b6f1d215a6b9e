// /community: the community's front door — search, featured and latest tutorials, open questions and popular tags.
// Everything is read server-side from the static-content API and cached by tag, and the page is cached like every
// content page (on-demand ISR): rendered on its first visit, never at build (which would fix the brand and public
// URLs in it and need the API), and expired by the tags of its reads. The optional catch-all is what makes that
// possible for a route without a segment of its own (only a dynamic route renders on demand and stays cached); any
// other address it catches under /community is the community's not-found page.
import { mutedFilterWords } from '@/features/follows/muted-filter-words';
import { MutedFilterGate } from '@/features/follows/muted-filter-gate';
import { contentPath, listTag } from '@reef/core';
import {
  listQuestions,
  listTutorials,
  searchTags,
  type QuestionPage,
  type TagPage,
  type TutorialPage,
} from '@reef/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Container } from '@/components/ui/container/container';
import { Tag } from '@/components/ui/tag/tag';
import { SectionHead } from '@/components/layout/section-head';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { QuestionList } from '@/components/content/question-item';
import { TutorialList, TutorialListItem } from '@/components/content/tutorial-item';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata } from '../_lib/metadata';
import styles from './landing.module.css';
import shared from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import { readInPageLanguage } from '@/lib/list-language';
import { inPageLanguage } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';

type Props = { params: Promise<{ landing?: string[] }> };

export function generateStaticParams(): { landing: string[] }[] {
  return [];
}

/** The landing page is /community itself; a longer address no other route serves is not found. */
async function ensureLanding(params: Props['params']): Promise<void> {
  const { landing } = await params;
  if (landing && landing.length > 0) notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await ensureLanding(params);
  const t = await getT('reading');
  return communityMetadata({
    path: '/community',
    title: t('landing.meta_title'),
    description: t('landing.meta_description'),
  });
}

const emptyPage = {
  data: [],
  meta: { pagination: { page: { current: 1, count: 0 }, per_page: 0, total: 0 } },
};

export default async function CommunityPage({ params }: Props) {
  await ensureLanding(params);
  const tutorialsApi = cachedApi([listTag.tutorials]);
  const [featured, latest, questions, tags] = await Promise.all([
    readOptional<TutorialPage>(
      () =>
        readInPageLanguage((language) =>
          listTutorials(tutorialsApi, {
            limit: 3,
            sort_by: 'upvotes_count',
            sort_direction: 'desc',
            language,
          }),
        ),
      emptyPage,
      'featured tutorials',
    ),
    readOptional<TutorialPage>(
      () => readInPageLanguage((language) => listTutorials(tutorialsApi, { limit: 8, language })),
      emptyPage,
      'latest tutorials',
    ),
    readOptional<QuestionPage>(
      () =>
        readInPageLanguage((language) =>
          listQuestions(cachedApi([listTag.questions]), { limit: 5, sort_by: 'unanswered', language }),
        ),
      emptyPage,
      'open questions',
    ),
    readOptional<TagPage>(
      () => searchTags(cachedApi([listTag.tags, listTag.tutorials]), { usable: true, per_page: 16, page: 0 }),
      emptyPage,
      'tags',
    ),
  ]);
  const featuredIds = new Set(featured.data.map((tutorial) => tutorial.id));
  const latestOnly = latest.data.filter((tutorial) => !featuredIds.has(tutorial.id)).slice(0, 6);
  const now = Date.now();
  const t = await getT('reading');

  return (
    <>
      <section className={styles.hero} aria-labelledby="community-title">
        <Container>
          <h1 id="community-title" className={styles.heroTitle}>
            {t('landing.hero_title')}
          </h1>
          <p className={styles.heroText}>{t('landing.hero_text')}</p>
          <form
            role="search"
            action={await inPageLanguage('/community/tutorials')}
            method="get"
            className={styles.heroSearch}
          >
            <label htmlFor="community-search" className="visually-hidden">
              {t('landing.search_label')}
            </label>
            <input
              id="community-search"
              name="q"
              type="search"
              placeholder={t('landing.search_placeholder')}
              autoComplete="off"
            />
            <button type="submit">{t('landing.search')}</button>
          </form>
          <p className={styles.heroLinks}>
            <Link href="/community/tutorials">{t('landing.browse_tutorials')}</Link>
            <Link href="/community/questions">{t('landing.browse_questions')}</Link>
            <Link href="/community/questions/new">{t('landing.ask')}</Link>
          </p>
        </Container>
      </section>

      <Container className={shared.page}>
        {featured.data.length > 0 ? (
          <section className={styles.section}>
            <h2 id="featured-title" className={shared.sectionTitle}>
              {t('landing.featured')}
            </h2>
            <ul className={styles.featured}>
              {featured.data.map((tutorial) => (
                <li key={tutorial.id} className={styles.featuredCard}>
                  <TutorialListItem tutorial={tutorial} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={shared.layout}>
          <div>
            <section className={styles.section}>
              <SectionHead
                id="latest-title"
                title={t('landing.latest')}
                link={{ href: '/community/tutorials', label: t('landing.all_tutorials') }}
              />
              {latestOnly.length > 0 ? (
                <TutorialList
                  tutorials={latestOnly}
                  after={<MutedFilterGate words={await mutedFilterWords()} />}
                />
              ) : (
                <EmptyState title={t('landing.no_tutorials')}>
                  <p>
                    <Link href="/community/tutorials/new">{t('landing.write_first')}</Link>.
                  </p>
                </EmptyState>
              )}
            </section>

            <section className={styles.section}>
              <SectionHead
                id="open-title"
                title={t('landing.open_questions')}
                link={{ href: '/community/questions?filter=unanswered', label: t('landing.all_unanswered') }}
              />
              {questions.data.length > 0 ? (
                <QuestionList
                  questions={questions.data}
                  now={now}
                  after={<MutedFilterGate words={await mutedFilterWords()} />}
                />
              ) : (
                <EmptyState title={t('landing.all_answered')}>
                  <p>{t('landing.stuck')}</p>
                </EmptyState>
              )}
            </section>
          </div>

          <aside className={shared.sideColumn} aria-label={t('landing.more')}>
            <div className={shared.boxMuted}>
              <h2 className={shared.asideTitle}>{t('landing.have_question')}</h2>
              <p>{t('landing.have_question_text')}</p>
              <ButtonLink href="/community/questions/new">{t('landing.ask')}</ButtonLink>
            </div>
            {tags.data.length > 0 ? (
              <div className={shared.box}>
                <h2 className={shared.asideTitle}>{t('landing.popular_tags')}</h2>
                <ul className={listStyles.tagList}>
                  {tags.data.map((tag) => (
                    <li key={tag.id}>
                      {/* "tutorials" completes short names ("Go") into descriptive link text (Lighthouse link-text). */}
                      <Tag href={contentPath('tag', tag.slug)}>
                        {tag.name}
                        <span className="visually-hidden"> {t('landing.tag_tutorials')}</span>
                      </Tag>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={shared.box}>
              <h2 className={shared.asideTitle}>{t('landing.get_involved')}</h2>
              <ul className={shared.linkList}>
                <li>
                  <Link href="/community/pages/write-for-digitalocean">{t('landing.write_for_us')}</Link>
                </li>
                <li>
                  <Link href="/community/pages/hollies-hub-for-good">{t('landing.hub_for_good')}</Link>
                </li>
                <li>
                  <Link href="/community/pages/code-of-conduct">{t('landing.code_of_conduct')}</Link>
                </li>
                <li>
                  <Link href="/community/newsletter">{t('landing.newsletter')}</Link>
                </li>
              </ul>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
