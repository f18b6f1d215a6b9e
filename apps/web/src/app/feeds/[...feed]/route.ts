// Feeds: /feeds/tutorials.rss|.atom, /feeds/questions.rss|.atom, /feeds/tags/{slug}.rss|.atom, and one per post
// type at the type's path: /feeds/blog.rss|.atom, /feeds/resources/article.rss|.atom …
import {
  getTag,
  listPosts,
  listQuestions,
  listTutorials,
  type PostItem,
  type QuestionItem,
  type TutorialItem,
} from '@reef/client';
import { contentPath, listTag, objectTag, postPath } from '@reef/core';
import { POST_TYPE_LABELS, postTypeOfFeed } from '@/features/posts/post-types';
import { cachedApi, isNotFound } from '@/lib/content-api';
import { siteUrl } from '@/app/[locale]/community/_lib/metadata';
import { toAtom, toRss, type Feed, type FeedEntry } from './feed-xml';
import { SITE_LANGUAGE } from '@/lib/site-language';

const ENTRIES = 30;

function tutorialEntry(tutorial: TutorialItem): FeedEntry {
  const published = tutorial.published_at ?? tutorial.created_at;
  return {
    id: String(tutorial.id),
    title: tutorial.title,
    url: siteUrl(contentPath('tutorial', tutorial.slug)),
    summary: tutorial.description,
    published,
    updated: tutorial.updated_at,
    author: tutorial.author ? tutorial.author.first_name || tutorial.author.username : undefined,
    categories: tutorial.tags.map((tag) => tag.name),
  };
}

function questionEntry(question: QuestionItem): FeedEntry {
  return {
    id: String(question.id),
    title: question.title,
    url: siteUrl(contentPath('question', question.slug)),
    summary: `${question.answers_count} answers · ${question.tags.map((tag) => tag.name).join(', ')}`,
    published: question.created_at,
    updated: question.last_activity_at,
    author: question.author ? question.author.first_name || question.author.username : undefined,
    categories: question.tags.map((tag) => tag.name),
  };
}

function postEntry(post: PostItem): FeedEntry {
  return {
    id: String(post.id),
    title: post.title,
    url: siteUrl(post.path),
    summary: post.description,
    published: post.published_at ?? post.created_at,
    updated: post.updated_at,
    author: post.author ? post.author.first_name || post.author.username : undefined,
    categories: post.tags.map((tag) => tag.name),
  };
}

async function buildFeed(parts: string[], name: string): Promise<Feed | null> {
  const feedUrl = siteUrl(`/feeds/${[...parts.slice(0, -1), name].join('/')}`);
  const latest = (entries: FeedEntry[]) =>
    entries.reduce((max, entry) => (entry.updated > max ? entry.updated : max), new Date(0).toISOString());
  if (parts.length === 1 && name.startsWith('tutorials.')) {
    const page = await listTutorials(cachedApi([listTag.tutorials]), {
      limit: ENTRIES,
      language: SITE_LANGUAGE,
    });
    const entries = page.data.filter((item) => item.state !== 'unlisted').map(tutorialEntry);
    return {
      title: 'Community tutorials',
      description: 'The newest tutorials.',
      siteUrl: siteUrl('/community/tutorials'),
      feedUrl,
      updated: latest(entries),
      entries,
    };
  }
  if (parts.length === 1 && name.startsWith('questions.')) {
    const page = await listQuestions(cachedApi([listTag.questions]), {
      limit: ENTRIES,
      language: SITE_LANGUAGE,
    });
    const entries = page.data.filter((item) => item.state !== 'unlisted').map(questionEntry);
    return {
      title: 'Community questions',
      description: 'The newest questions.',
      siteUrl: siteUrl('/community/questions'),
      feedUrl,
      updated: latest(entries),
      entries,
    };
  }
  const postType = postTypeOfFeed([...parts.slice(0, -1), name.replace(/\.(rss|atom)$/, '')].join('/'));
  if (postType) {
    const page = await listPosts(cachedApi([listTag.posts]), {
      type: postType,
      language: SITE_LANGUAGE,
      page_size: ENTRIES,
    });
    const entries = page.data.map(postEntry);
    const labels = POST_TYPE_LABELS[postType];
    return {
      title: labels.many,
      description: labels.lede,
      siteUrl: siteUrl(postPath(postType)),
      feedUrl,
      updated: latest(entries),
      entries,
    };
  }
  if (parts.length === 2 && parts[0] === 'tags') {
    const slug = name.replace(/\.(rss|atom)$/, '');
    const tag = await getTag(cachedApi([objectTag.tag(slug)]), slug);
    const [tutorials, questions] = await Promise.all([
      listTutorials(cachedApi([listTag.tutorials, objectTag.tag(slug)]), {
        tag: tag.slug,
        limit: ENTRIES,
        language: SITE_LANGUAGE,
      }),
      listQuestions(cachedApi([listTag.questions, objectTag.tag(slug)]), {
        tag: tag.slug,
        limit: ENTRIES,
        language: SITE_LANGUAGE,
      }),
    ]);
    const entries = [...tutorials.data.map(tutorialEntry), ...questions.data.map(questionEntry)]
      .sort((a, b) => (a.published < b.published ? 1 : -1))
      .slice(0, ENTRIES);
    return {
      title: `${tag.name} on the community`,
      description: `Tutorials and questions tagged ${tag.name}.`,
      siteUrl: siteUrl(contentPath('tag', tag.slug)),
      feedUrl,
      updated: latest(entries),
      entries,
    };
  }
  return null;
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string[] }> }) {
  const parts = (await params).feed;
  const name = parts[parts.length - 1] ?? '';
  const format = name.endsWith('.rss') ? 'rss' : name.endsWith('.atom') ? 'atom' : null;
  if (!format) return new Response('Not found', { status: 404 });
  try {
    const feed = await buildFeed(parts, name);
    if (!feed) return new Response('Not found', { status: 404 });
    return new Response(format === 'rss' ? toRss(feed) : toAtom(feed), {
      headers: {
        'content-type':
          format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      },
    });
  } catch (error) {
    if (isNotFound(error)) return new Response('Not found', { status: 404 });
    throw error;
  }
}
