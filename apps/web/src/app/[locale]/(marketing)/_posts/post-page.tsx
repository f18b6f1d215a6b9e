// A post page (/blog/{slug}, /resources/guide/{slug} …): one article with its title, author, dates, reading time,
// tags, the rendered body and related posts of the same type; Article JSON-LD for search engines. Rendered on its
// first visit, kept as a cached page and expired by the post's cache tag when the API revalidates it.
import { getPost, listPosts, type Post, type PostItem } from '@reef/client';
import {
  listTag,
  objectTag,
  postPath,
  readingMinutes,
  truncate,
  userProfilePath,
  type PostType,
} from '@reef/core';
import { htmlToText } from '@reef/markdown/html';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArticleBody } from '@/components/content/article-body';
import { AuthorLine } from '@/components/content/author-line';
import { authorLineWords } from '@/components/content/author-line-words';
import { contentLang, languageAlternates, LanguageVersions } from '@/components/content/language-versions';
import { JsonLd } from '@/components/content/json-ld';
import { ShareLinks } from '@/components/content/share-links';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { ContentTypeLabel } from '@/components/ui/content-type/content-type';
import { PostListItem } from '@/features/posts/post-list-item';
import { StaleTranslationNotice } from '@/features/translations/stale-translation-notice';
import { PostTags } from '@/features/posts/post-tags';
import { inSentence, postTypeLabels } from '@/features/posts/post-types';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { postJsonLd } from '@/features/posts/structured-data';
import { cachedApi, readOptional, readOrNotFound } from '@/lib/content-api';
import { getBrand } from '@/lib/brand';
import { communityMetadata, siteUrl } from '@/app/[locale]/community/_lib/metadata';
import { feedAlternates } from './post-index';
import styles from '@/components/layout/page.module.css';
import listStyles from '@/components/content/content-list.module.css';
import postStyles from './posts.module.css';
import { listLanguage } from '@/lib/list-language';

/** Related posts shown under a post. */
const RELATED = 3;

// One read per request for both the metadata and the page.
const readPost = cache(async (type: PostType, slug: string): Promise<Post> => {
  // Slugs are lowercase words and dashes; anything else cannot be a post (and is not sent to the API).
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) notFound();
  const post = await readOrNotFound(() => getPost(cachedApi([objectTag.post(type, slug)]), type, slug));
  if (post.state !== 'published' || post.type !== type) notFound();
  return post;
});

/** Head metadata of a post page. */
export async function postPageMetadata(type: PostType, slug: string): Promise<Metadata> {
  const post = await readPost(type, slug);
  const metadata = await communityMetadata(
    {
      path: post.path,
      title: post.title,
      description: post.description || truncate(htmlToText(post.body_html), 160),
      // hreflang links to the post's other language versions, `x-default` at the original.
      alternate: languageAlternates(post, post.translations),
    },
    {
      kind: 'article',
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      authors: post.author ? [siteUrl(userProfilePath(post.author.slug))] : undefined,
      tags: post.tags.map((tag) => tag.name),
    },
  );
  return { ...metadata, alternates: { ...metadata.alternates, types: await feedAlternates(type) } };
}

/** Posts of the same type sharing the first tag, topped up with the newest of the type. */
async function relatedPosts(post: Post): Promise<PostItem[]> {
  const api = cachedApi([listTag.posts]);
  const language = await listLanguage();
  const firstTag = post.tags[0];
  const byTag = firstTag
    ? await readOptional(
        () =>
          listPosts(api, {
            type: post.type,
            tag: firstTag.slug,
            exclude: [post.id],
            prefer_language: language,
            page_size: RELATED,
          }),
        null,
        'related posts',
      )
    : null;
  const picked = byTag?.data ?? [];
  if (picked.length >= RELATED) return picked;
  const newest = await readOptional(
    () =>
      listPosts(api, {
        type: post.type,
        exclude: [post.id, ...picked.map((item) => item.id)],
        prefer_language: language,
        page_size: RELATED - picked.length,
      }),
    null,
    'newest posts',
  );
  return [...picked, ...(newest?.data ?? [])];
}

/** The page of one post. */
export async function PostArticle({ type, slug }: { type: PostType; slug: string }) {
  const post = await readPost(type, slug);
  const t = await getT('marketing');
  const locale = await pageLocale();
  const labels = postTypeLabels(t)[type];
  const minutes = readingMinutes(htmlToText(post.body_html));
  const related = await relatedPosts(post);
  const url = siteUrl(post.path);
  const isResource = type !== 'blog';

  return (
    <Container
      as="article"
      className={styles.page}
      aria-labelledby="post-title"
      lang={contentLang(post.language)}
    >
      <JsonLd data={postJsonLd(post, url, { publisher: getBrand().name, readingMinutes: minutes })} />
      <PageHeading
        titleId="post-title"
        crumbs={[
          { label: t('static.crumb_home'), href: '/' },
          ...(isResource ? [{ label: t('posts.crumb_resources') }] : []),
          { label: labels.many, href: postPath(type) },
          { label: post.title },
        ]}
        eyebrow={<ContentTypeLabel type="article">{labels.one}</ContentTypeLabel>}
        title={post.title}
        lede={post.description || undefined}
      />
      <div className={postStyles.meta}>
        <AuthorLine
          author={post.author}
          published={post.published_at ?? post.created_at}
          updated={post.updated_at}
          words={await authorLineWords()}
          locale={locale}
          extra={
            <>
              {' · '}
              <span>{t('posts.min_read', { minutes })}</span>
            </>
          }
        />
      </div>
      <PostTags type={type} tags={post.tags} label={t('posts.tags')} />
      <LanguageVersions versions={post.translations.map((version) => ({ ...version, href: version.path }))} />
      {/* A translation older than its original says which sections changed since (issue #31, item 4). */}
      <StaleTranslationNotice status={post.translation_status} language={post.language} />
      <div className={postStyles.layout}>
        <div className={postStyles.body}>
          {/* Bodies may open with any heading level; this keeps the outline in order after the page title. */}
          <h2 className="visually-hidden">{labels.one}</h2>
          <ArticleBody html={post.body_html} />
        </div>
        <aside
          className={styles.sideColumn}
          aria-label={t('posts.about_this', { kind: inSentence(labels.one, locale) })}
        >
          <ShareLinks url={url} title={post.title} />
          {related.length > 0 ? (
            <section aria-labelledby="related-title">
              <h2 id="related-title" className={styles.asideTitle}>
                {t('posts.related', { kind: inSentence(labels.many, locale) })}
              </h2>
              <ul className={listStyles.list}>
                {related.map((item) => (
                  <li key={item.id}>
                    <PostListItem post={item} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </Container>
  );
}
