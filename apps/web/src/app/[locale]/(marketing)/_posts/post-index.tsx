// The index of one post type (/blog, /resources/article …): newest first, pages in the URL (?page=2) and a tag
// filter (?tag=security), with links to the type's RSS and Atom feeds (also announced in the head).
import { listPosts, type PostPage } from '@reef/client';
import { BLOG_SUBNAV_ANCHORS, listTag, postPath, type PostType, type TagSummary } from '@reef/core';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Pagination } from '@/components/ui/pagination/pagination';
import { Tag } from '@/components/ui/tag/tag';
import { PostListItem } from '@/features/posts/post-list-item';
import { postTagHref } from '@/features/posts/post-tags';
import { FEED_FORMATS, inSentence, postFeedPath, postTypeLabels } from '@/features/posts/post-types';
import { pageLocale } from '@/i18n/page-locale';
import { getT, type Translate } from '@/i18n/translate';
import { cachedApi, readOptional } from '@/lib/content-api';
import { communityMetadata, siteUrl } from '@/app/[locale]/community/_lib/metadata';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import postStyles from './posts.module.css';

/** Posts per index page. */
export const POSTS_PER_PAGE = 6;

/** What the index reads from its query string. */
export type PostIndexQuery = { page: number; tag?: string };
type RawParams = Record<string, string | string[] | undefined>;

/** Reads `?page=` (1-based, 1 when missing or wrong) and `?tag=` (a tag slug). */
export function parsePostIndexQuery(raw: RawParams): PostIndexQuery {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const page = Number.parseInt(first(raw.page), 10);
  const tag = first(raw.tag).toLowerCase().slice(0, 100);
  return {
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
    tag: /^[a-z0-9][a-z0-9-]*$/.test(tag) ? tag : undefined,
  };
}

/** `alternates.types` of a post type's pages: its RSS and Atom feeds. */
export async function feedAlternates(type: PostType): Promise<NonNullable<Metadata['alternates']>['types']> {
  const t = await getT('marketing');
  const locale = await pageLocale();
  const label = postTypeLabels(t)[type].many;
  return Object.fromEntries(
    (Object.keys(FEED_FORMATS) as (keyof typeof FEED_FORMATS)[]).map((format) => [
      FEED_FORMATS[format].mediaType,
      [
        {
          url: siteUrl(postFeedPath(type, format, locale)),
          title: `${label} (${FEED_FORMATS[format].label})`,
        },
      ],
    ]),
  );
}

/** Head metadata of a post type's index. */
export async function postIndexMetadata(type: PostType, searchParams: Promise<RawParams>): Promise<Metadata> {
  const query = parsePostIndexQuery(await searchParams);
  const t = await getT('marketing');
  const labels = postTypeLabels(t)[type];
  const metadata = await communityMetadata(
    { path: postPath(type), title: labels.many, description: labels.lede },
    // A filtered list or a later page is not a page of its own for search engines.
    { noIndex: Boolean(query.tag) || query.page > 1 },
  );
  return { ...metadata, alternates: { ...metadata.alternates, types: await feedAlternates(type) } };
}

/** Every tag used by the type's posts, by name, from its newest posts. */
function tagsOf(page: PostPage | null): TagSummary[] {
  const seen = new Map<string, TagSummary>();
  for (const post of page?.data ?? []) for (const tag of post.tags) seen.set(tag.slug, tag);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The index page of a post type. */
export async function PostIndex({
  type,
  searchParams,
}: {
  type: PostType;
  searchParams: Promise<RawParams>;
}) {
  const query = parsePostIndexQuery(await searchParams);
  const t = await getT('marketing');
  const locale = await pageLocale();
  const labels = postTypeLabels(t)[type];
  const kind = inSentence(labels.many, locale);
  const basePath = postPath(type);
  const api = cachedApi([listTag.posts]);
  const [page, all] = await Promise.all([
    listPosts(api, {
      type,
      tag: query.tag,
      prefer_language: locale,
      page: query.page,
      page_size: POSTS_PER_PAGE,
    }),
    readOptional(() => listPosts(api, { type, prefer_language: locale, page_size: 100 }), null, 'post tags'),
  ]);
  const tags = tagsOf(all);
  const { current, count } = page.meta.pagination.page;
  const activeTag = tags.find((tag) => tag.slug === query.tag);
  const isResource = type !== 'blog';

  return (
    <Container className={styles.page}>
      <PageHeading
        crumbs={[
          { label: t('static.crumb_home'), href: '/' },
          ...(isResource ? [{ label: t('posts.crumb_resources') }] : []),
          { label: labels.many },
        ]}
        title={activeTag ? t('posts.title_tag', { kind: labels.many, tag: activeTag.name }) : labels.many}
        lede={labels.lede}
      />
      {tags.length > 0 ? (
        <nav aria-label={t('posts.filter_label', { kind })} className={postStyles.filters}>
          <ul className={listStyles.tagList}>
            <li>
              <Tag href={basePath} isActive={!query.tag}>
                {t('posts.all')}
              </Tag>
            </li>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Tag href={postTagHref(type, tag.slug)} isActive={tag.slug === query.tag}>
                  {tag.name}
                </Tag>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.data.length > 0 ? (
        <ul className={`${listStyles.list} ${postStyles.grid}`}>
          {page.data.map((post) => (
            <li key={post.id}>
              <PostListItem post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={query.tag ? t('posts.empty_tag') : t('posts.empty')}>
          {query.tag ? (
            <p>
              <Link href={basePath}>{t('posts.see_every', { kind: inSentence(labels.one, locale) })}</Link>
            </p>
          ) : null}
        </EmptyState>
      )}
      <Pagination
        basePath={basePath}
        values={{ tag: query.tag }}
        current={current}
        count={count}
        label={t('posts.pages_label', { kind: labels.many })}
      />
      {type === 'blog' && current === 1 && !query.tag ? <BlogTopics t={t} /> : null}
      <p className={postStyles.feeds}>
        {t('posts.follow', { kind })}{' '}
        <a href={postFeedPath(type, 'rss', locale)} type={FEED_FORMATS.rss.mediaType}>
          {t('posts.rss')}
        </a>{' '}
        ·{' '}
        <a href={postFeedPath(type, 'atom', locale)} type={FEED_FORMATS.atom.mediaType}>
          {t('posts.atom')}
        </a>
      </p>
    </Container>
  );
}

function topicName(anchor: string, t: Translate): string {
  const names: Record<string, string> = {
    news: t('posts.topic_names.news'),
    'product-updates': t('posts.topic_names.product_updates'),
    'cloud-education': t('posts.topic_names.cloud_education'),
    engineering: t('posts.topic_names.engineering'),
    'partner-news': t('posts.topic_names.partner_news'),
    community: t('posts.topic_names.community'),
    'trust-security': t('posts.topic_names.trust_security'),
    culture: t('posts.topic_names.culture'),
  };
  if (names[anchor]) return names[anchor];
  return anchor
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The blog's topics, one section per anchor of the /blog sub-navigation (`/blog#engineering`): the newest posts
 * tagged with the topic, and a link to all of them.
 */
async function BlogTopics({ t }: { t: Translate }) {
  const api = cachedApi([listTag.posts]);
  const locale = await pageLocale();
  const topics = await Promise.all(
    BLOG_SUBNAV_ANCHORS.map(async (anchor) => ({
      anchor,
      page: await readOptional(
        () => listPosts(api, { type: 'blog', tag: anchor, prefer_language: locale, page_size: 3 }),
        null,
        `blog topic ${anchor}`,
      ),
    })),
  );
  return (
    <section aria-labelledby="topics-title" className={postStyles.topics}>
      <h2 id="topics-title" className={styles.sectionTitle}>
        {t('posts.topics')}
      </h2>
      {topics.map(({ anchor, page }) => (
        <section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`} className={postStyles.topic}>
          <h3 id={`${anchor}-title`} className={postStyles.topicTitle}>
            {topicName(anchor, t)}
          </h3>
          {page && page.data.length > 0 ? (
            <>
              <ul className={postStyles.topicList}>
                {page.data.map((post) => (
                  <li key={post.id}>
                    <Link href={post.path}>{post.title}</Link>
                  </li>
                ))}
              </ul>
              {page.meta.pagination.total > page.data.length ? (
                <p className={styles.muted}>
                  <Link href={postTagHref('blog', anchor)}>
                    {t('posts.all_topic_posts', { topic: topicName(anchor, t) })}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>{t('posts.no_topic_posts')}</p>
          )}
        </section>
      ))}
    </section>
  );
}
