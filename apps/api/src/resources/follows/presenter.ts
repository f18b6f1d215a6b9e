// The JSON of follows and of the feed (issue #32).
import type { FeedItem, FollowResponse } from '@reef/core';
import { presentAuthor } from '../../platform/services/users-presenter.js';
import type { FeedPage } from './feed-service.js';
import type { FollowRow, FollowTarget } from './service.js';

export function presentFollow(row: FollowRow, targets: Map<string, FollowTarget>): FollowResponse {
  return {
    target_type: row.targetType,
    target_id: row.targetId,
    mode: row.mode,
    target: targets.get(`${row.targetType}:${row.targetId}`) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentFeed(page: FeedPage): FeedItem[] {
  return page.rows.map((r) => ({
    type: r.type,
    id: r.id,
    slug: r.slug,
    title: r.title,
    author: presentAuthor(page.authors, r.authorId),
    tags: (page.tags.get(`${r.type}:${r.id}`) ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      type: t.type as FeedItem['tags'][number]['type'],
    })),
    upvotes_count: r.upvotesCount,
    answers_count: r.type === 'question' ? r.answersCount : null,
    published_at: r.publishedAt.toISOString(),
    reasons: r.reasons.flatMap((reason) => {
      const target = page.targets.get(`${reason.targetType}:${reason.targetId}`);
      return target
        ? [{ target_type: reason.targetType, target_id: reason.targetId, name: target.name }]
        : [];
    }),
  }));
}
