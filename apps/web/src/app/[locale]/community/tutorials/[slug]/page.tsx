// /community/tutorials/[slug]: the rendered tutorial with its table of contents, author, tags, dates, votes,
// subscription, share links, series navigation, related tutorials and comments. Drafts are a 404 here (the
// static-content API only serves publicly visible statuses); deprecated and unlisted tutorials show and say so.
import {
  getRevisionCredits,
  getTutorial,
  getTutorialSeries,
  getUserProfile,
  listCollectionsOfTutorial,
  listQuestionsForTutorial,
  listTutorials,
  type Tutorial,
} from '@reef/client';
import { contentPath, isPubliclyVisible, listTag, objectTag, truncate, userProfilePath } from '@reef/core';
import { htmlToText } from '@reef/markdown/html';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { CommentsSection } from '@/features/comments/comments-section';
import { LiveThreadGate } from '@/features/comments/live-thread-gate';
import { liveWords } from '@/features/comments/thread-words-server';
import { ServerSeriesParts } from '@/features/series/server-series-parts';
import { ItemViewTracker } from '@/features/analytics/item-view-tracker';
import { ArticleBody } from '@/components/content/article-body';
import { WhaleAmbienceGate } from '@/features/whale/whale-ambience-gate';
import { TableOfContents } from '@/features/tutorials/table-of-contents';
import { tutorialJsonLd } from '@/features/tutorials/structured-data';
import { AuthorLine } from '@/components/content/author-line';
import { LanguageVersions } from '@/components/content/language-versions';
import { EditCredits } from '@/features/revisions/edit-credits';
import { historyPath } from '@/features/revisions/history-path';
import { Avatar } from '@/components/ui/avatar/avatar';
import { displayName } from '@/lib/format';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { around } from '@/features/tutorials/around';
import { typeNames } from '@/components/content/type-names';
import { authorLineWords } from '@/components/content/author-line-words';
import { copyWords } from '@/components/ui/copy-button/copy-words';
import { JsonLd } from '@/components/content/json-ld';
import { PageHeading } from '@/components/layout/page-heading';
import { StaticRegion } from '@/components/layout/static-region';
import { regionName } from '@/components/layout/static-region-name';
import { rawHtmlKey } from '@/components/content/raw-html-key';
import { ShareLinks } from '@/components/content/share-links';
import { StatusNotice } from '@/components/ui/status-notice/status-notice';
import { TagList } from '@/components/content/tag-list';
import { TutorialList } from '@/components/content/tutorial-item';
import { TutorialQuestions } from '@/features/tutorials/tutorial-questions';
import { VersionPicker } from '@/features/tutorials/version-picker';
import { StaleTranslationNotice } from '@/features/translations/stale-translation-notice';
import { cachedApi, readOptional, readOrNotFound } from '@/lib/content-api';
import { EditLinksGate } from '@/features/edit-links/edit-links-gate';
import { ReportButton } from '@/features/reports/report-button';
import { SubscribeButton } from '@/features/subscriptions/subscribe-button';
import { UpvoteButton } from '@/features/votes/upvote-button';
import { actionWords } from '@/features/votes/action-words-server';
import { communityMetadata, siteUrl } from '../../_lib/metadata';
import styles from '@/components/layout/page.module.css';
import pageStyles from './tutorial.module.css';
import { SITE_LANGUAGE } from '@/lib/site-language';

type Props = { params: Promise<{ slug: string }> };

// On-demand ISR: no page is rendered at build (the build needs no API); each is rendered on its first visit, kept
// as a cached page and expired by the tags of its reads when the API revalidates them.
export function generateStaticParams(): { slug: string }[] {
  return [];
}

// One read per request for both the metadata and the page.
const readTutorial = cache(async (slug: string): Promise<Tutorial> => {
  const tutorial = await readOrNotFound(() => getTutorial(cachedApi([objectTag.tutorial(slug)]), slug));
  // Belt and braces: a status that is not public is a 404 whatever the API sent.
  if (!isPubliclyVisible('tutorial', tutorial.state)) notFound();
  return tutorial;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const tutorial = await readTutorial(slug);
  const alternate = Object.fromEntries(
    tutorial.translations.map((translation) => [
      translation.language,
      contentPath('tutorial', translation.slug),
    ]),
  );
  if (tutorial.translations.length > 0) alternate[tutorial.language] = contentPath('tutorial', tutorial.slug);
  return communityMetadata(
    {
      type: 'tutorial',
      slug: tutorial.slug,
      title: tutorial.title,
      description: tutorial.description || truncate(htmlToText(tutorial.body_html), 160),
      alternate,
    },
    {
      kind: 'article',
      publishedTime: tutorial.published_at,
      modifiedTime: tutorial.updated_at,
      authors: tutorial.author ? [siteUrl(userProfilePath(tutorial.author.slug))] : undefined,
      tags: tutorial.tags.map((tag) => tag.name),
      // spec: unlisted content is reachable by its link but not listed
      noIndex: tutorial.state === 'unlisted',
    },
  );
}

export default async function TutorialPage({ params }: Props) {
  const { slug } = await params;
  const tutorial = await readTutorial(slug);
  const pageTags = [objectTag.tutorial(tutorial.slug)];
  const seriesRef = tutorial.series[0];
  const firstTag = tutorial.tags[0];

  const [series, related, author, questions, credits, collections] = await Promise.all([
    seriesRef
      ? readOptional(
          () =>
            getTutorialSeries(
              cachedApi([objectTag.tutorialSeries(seriesRef.slug), ...pageTags]),
              seriesRef.slug,
            ),
          null,
          'series',
        )
      : null,
    firstTag
      ? readOptional(
          () =>
            listTutorials(cachedApi([listTag.tutorials]), {
              tag: firstTag.slug,
              language: SITE_LANGUAGE,
              limit: 4,
            }),
          null,
          'related tutorials',
        )
      : null,
    tutorial.author
      ? readOptional(
          () => getUserProfile(cachedApi([objectTag.user(tutorial.author!.slug)]), tutorial.author!.slug),
          null,
          'author',
        )
      : null,
    // spec: content-and-presentation §7, /v1/questions/tutorial/{id} (limit 10, page 0)
    readOptional(
      () => listQuestionsForTutorial(cachedApi([listTag.questions, ...pageTags]), tutorial.id, { limit: 10 }),
      null,
      'questions about the tutorial',
    ),
    // Issue #32: the edit count and co-authors; an accepted suggestion is a tutorial save, which revalidates the page.
    readOptional(
      () => getRevisionCredits(cachedApi(pageTags), 'tutorial', tutorial.id),
      null,
      'edit credits',
    ),
    // spec: content-and-presentation §7, /v1/tutorial-collections/tutorial/{id}
    readOptional(
      () => listCollectionsOfTutorial(cachedApi([listTag.tutorials, ...pageTags]), tutorial.id),
      null,
      'collections of the tutorial',
    ),
  ]);
  const relatedItems = (related?.data ?? []).filter((item) => item.id !== tutorial.id).slice(0, 3);
  const partIndex = series ? series.tutorials.findIndex((part) => part.id === tutorial.id) : -1;
  const previous = series && partIndex > 0 ? series.tutorials[partIndex - 1] : undefined;
  const next = series && partIndex >= 0 ? series.tutorials[partIndex + 1] : undefined;
  const url = siteUrl(contentPath('tutorial', tutorial.slug));
  const locale = await pageLocale();
  // The static regions of this rendering of the page are named after it (its language, the tutorial's version).
  const regionKey = `${locale}-${rawHtmlKey(`${tutorial.id}:${tutorial.updated_at}`)}`;
  const t = await getT('reading', locale);
  const tc = await getT('common', locale);
  const tt = await getT('community', locale);
  const [names, dateWords, codeWords, actions] = await Promise.all([
    typeNames(),
    authorLineWords(),
    copyWords(),
    actionWords({ kind: 'tutorial' }),
  ]);
  const subtype = names.subtype(tutorial.sub_type);
  const [partBefore, partAfter] = around(
    t('tutorial.part_of', { part: partIndex + 1, total: series?.tutorials.length ?? 0, series: '{series}' }),
    'series',
  );

  return (
    // The tutorial is one article: its title, meta, body, series navigation and comments; one `main` is the layout's.
    <Container as="article" className={styles.page} aria-labelledby="content-title">
      <JsonLd data={tutorialJsonLd(tutorial, url)} />
      <PageHeading
        titleId="content-title"
        breadcrumbLabel={tc('breadcrumb.label')}
        crumbs={[
          { label: t('crumbs.community'), href: '/community' },
          { label: t('crumbs.tutorials'), href: '/community/tutorials' },
          ...(series ? [{ label: series.title, href: contentPath('tutorial_series', series.slug) }] : []),
          { label: tutorial.title },
        ]}
        eyebrow={
          <>
            <ContentTypeLabel type={tutorial.sub_type}>{subtype}</ContentTypeLabel>
            {series && partIndex >= 0 ? (
              <span className={styles.muted}>
                {partBefore}
                <Link href={contentPath('tutorial_series', series.slug)}>{series.title}</Link>
                {partAfter}
              </span>
            ) : null}
          </>
        }
        title={tutorial.title}
        lede={tutorial.description || undefined}
      />
      {tutorial.state === 'deprecated' ? (
        <StatusNotice tone="warning" title={t('tutorial.deprecated_title')}>
          {t('tutorial.deprecated_text')}
        </StatusNotice>
      ) : null}
      {tutorial.state === 'unlisted' ? (
        <StatusNotice title={t('tutorial.unlisted_title')}>{t('tutorial.unlisted_text')}</StatusNotice>
      ) : null}

      <div className={pageStyles.meta}>
        <AuthorLine
          author={tutorial.author}
          published={tutorial.published_at ?? tutorial.created_at}
          updated={tutorial.updated_at}
          words={dateWords}
          locale={locale}
        />
        <div className={pageStyles.actions}>
          {/* The actions of ContentActions (_lib/content-actions.tsx), with their words in the page's language. */}
          <UpvoteButton
            type="tutorial"
            id={tutorial.id}
            count={tutorial.upvotes_count}
            label="this tutorial"
            words={actions?.upvote}
          />
          <SubscribeButton
            type="tutorial"
            id={tutorial.id}
            label="this tutorial"
            words={actions?.subscribe}
          />
          <ReportButton
            type="tutorial"
            id={tutorial.id}
            authorId={tutorial.author?.id}
            label="this tutorial"
            words={actions?.report}
          />
          <EditLinksGate
            object={{
              type: 'tutorial',
              id: tutorial.id,
              slug: tutorial.slug,
              authorId: tutorial.author?.id,
              status: tutorial.state,
            }}
            label="this tutorial"
            words={actions?.editLinks}
          />
        </div>
      </div>
      {/* The parts of the page that are HTML and links are static regions, carried once by a stored page (issue #33,
          goal 2); each is named after this version of the tutorial. */}
      <StaticRegion region={regionName(`tutorial-tags-${regionKey}`)}>
        <TagList tags={tutorial.tags} label={tc('tags.label')} />
        <EditCredits
          credits={credits}
          historyHref={historyPath('tutorial', tutorial.slug)}
          suggestHref={`${contentPath('tutorial', tutorial.slug)}/suggest-edit`}
          creditLabel={t('tutorial.co_authors')}
        />
      </StaticRegion>
      {/* Issue #31: readers see "Read in: …" with the languages available, as on posts and pages. */}
      <LanguageVersions
        className={pageStyles.translations}
        versions={tutorial.translations.map((translation) => ({
          id: translation.id,
          language: translation.language,
          href: contentPath('tutorial', translation.slug),
        }))}
      />
      <VersionPicker currentId={tutorial.id} versions={tutorial.versions ?? []} />
      {/* Issue #31 item 4: a translation whose original changed since says which steps, with the original's diff. */}
      <StaleTranslationNotice status={tutorial.translation_status} language={tutorial.language} />

      <div className={pageStyles.layout}>
        <StaticRegion
          as="aside"
          region={regionName(`tutorial-toc-${regionKey}`)}
          className={pageStyles.toc}
          aria-label={t('tutorial.contents')}
        >
          <TableOfContents headings={tutorial.headings} />
        </StaticRegion>
        <div className={pageStyles.main}>
          {/* Bodies may open with any heading level; this keeps the outline in order after the page title. */}
          <h2 className="visually-hidden">{subtype}</h2>
          <ArticleBody html={tutorial.body_html} copyWords={locale === 'en' ? undefined : codeWords} />

          {series && partIndex >= 0 ? (
            <section aria-labelledby="series-title" className={pageStyles.series}>
              <h2 id="series-title" className={styles.sectionTitle}>
                <span className={styles.muted}>{t('tutorial.series_label')}</span> {series.title}
              </h2>
              <ServerSeriesParts
                seriesId={series.id}
                parts={series.tutorials.map((part) => ({ id: part.id, slug: part.slug, title: part.title }))}
                currentId={tutorial.id}
                isCompact
              />
              <nav aria-label={t('tutorial.series_parts')} className={pageStyles.pager}>
                {previous ? (
                  <Link href={contentPath('tutorial', previous.slug)} rel="prev">
                    <span className={styles.muted}>{t('tutorial.previous_part')}</span>
                    {previous.title}
                  </Link>
                ) : (
                  <span />
                )}
                {next ? (
                  <Link href={contentPath('tutorial', next.slug)} rel="next" className={pageStyles.nextLink}>
                    <span className={styles.muted}>{t('tutorial.next_part')}</span>
                    {next.title}
                  </Link>
                ) : null}
              </nav>
            </section>
          ) : null}

          <StaticRegion region={regionName(`tutorial-questions-${regionKey}`)}>
            <TutorialQuestions
              tutorialSlug={tutorial.slug}
              questions={questions?.data ?? []}
              total={questions?.meta.pagination.total ?? 0}
            />
          </StaticRegion>

          <CommentsSection
            notice={
              <LiveThreadGate
                rootType="tutorial"
                rootId={tutorial.id}
                words={locale === 'en' ? undefined : liveWords(tt, locale)}
              />
            }
            parentType="tutorial"
            parentId={tutorial.id}
            tags={pageTags}
            title={t('tutorial.comments')}
            noun="tutorial"
          />
        </div>
        <StaticRegion
          as="aside"
          region={regionName(`tutorial-side-${regionKey}`)}
          className={pageStyles.side}
          aria-label={t('tutorial.about')}
        >
          {tutorial.author ? (
            <div className={styles.box}>
              <h2 className={styles.asideTitle}>{t('tutorial.about_author')}</h2>
              <div className={pageStyles.authorCard}>
                <Avatar user={tutorial.author} size={48} />
                <div>
                  <Link href={userProfilePath(tutorial.author.slug)} className={pageStyles.authorName}>
                    {displayName(tutorial.author)}
                  </Link>
                  <div className={styles.muted}>@{tutorial.author.username}</div>
                </div>
              </div>
              {author?.bio ? <p className={pageStyles.bio}>{author.bio}</p> : null}
            </div>
          ) : null}
          <ShareLinks url={url} title={tutorial.title} />
          {collections && collections.data.length > 0 ? (
            <section aria-labelledby="collections-title">
              <h2 id="collections-title" className={styles.asideTitle}>
                {t('tutorial.in_collections')}
              </h2>
              <ul className={styles.linkList}>
                {collections.data.map((collection) => (
                  <li key={collection.id}>
                    <Link href={`/community/tutorial-collections/${encodeURIComponent(collection.slug)}`}>
                      {collection.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {relatedItems.length > 0 ? (
            <section aria-labelledby="related-title">
              <h2 id="related-title" className={styles.asideTitle}>
                {t('tutorial.related')}
              </h2>
              <TutorialList tutorials={relatedItems} />
            </section>
          ) : null}
        </StaticRegion>
      </div>
      <ItemViewTracker type="tutorial" id={tutorial.id} />
      <WhaleAmbienceGate />
    </Container>
  );
}
