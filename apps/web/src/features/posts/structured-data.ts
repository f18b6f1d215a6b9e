// JSON-LD for posts: an Article (a BlogPosting on the blog), for search engines and link previews.
import type { Post } from '@reef/client';
import { userProfilePath } from '@reef/core';

/** The structured data of a post page at `url`. */
export function postJsonLd(
  post: Post,
  url: string,
  options: { publisher: string; readingMinutes: number },
): Record<string, unknown> {
  const origin = new URL(url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': post.type === 'blog' ? 'BlogPosting' : 'Article',
    headline: post.title,
    description: post.description || undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    timeRequired: `PT${options.readingMinutes}M`,
    author: post.author
      ? {
          '@type': 'Person',
          name: post.author.first_name || post.author.username,
          url: `${origin}${userProfilePath(post.author.slug)}`,
        }
      : { '@type': 'Organization', name: options.publisher },
    publisher: { '@type': 'Organization', name: options.publisher, url: origin },
  };
}
