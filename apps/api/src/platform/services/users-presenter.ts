// User JSON: summaries next to content, profiles, and the private fields for self and MANAGE_USERS.
import { createHash } from 'node:crypto';
import { abilitiesFor, type Actor, type UserResponse, type UserSummary } from '@reef/core';
import type { UserRow } from '../../db/rows.js';
import type { AuthorRow } from './relations.js';

export type { UserRow } from '../../db/rows.js';

/** Where generated avatars come from: Reef's own (the default) or Gravatar's (AVATAR_SERVICE=gravatar). */
export type AvatarSettings = { service: 'local' | 'gravatar'; publicApiUrl: string };
let avatarSettings: AvatarSettings = { service: 'local', publicApiUrl: '' };

/** Set once when the app is built, from its environment. */
export function configureAvatars(settings: AvatarSettings): void {
  avatarSettings = settings;
  avatarUrls.clear();
}

/**
 * A member's generated avatar (the spec's `gravatar` field), for a value derived from the member's id only. Never
 * md5(email): that hash would be public in every profile and reverses to the address by dictionary
 * (docs/decisions.md). By default Reef draws it itself (`/content/v1/avatars/{hash}.svg`, platform/services/identicon.ts),
 * so no reader's browser asks a third party; with AVATAR_SERVICE=gravatar it is Gravatar's identicon for the same
 * value (`f=y`: the generated image even if the value ever matched an account).
 */
export function avatarUrl(userId: number): string {
  let url = avatarUrls.get(userId);
  if (url === undefined) {
    const hash = createHash('sha256').update(`reef-avatar:${userId}`).digest('hex').slice(0, 32);
    url =
      avatarSettings.service === 'gravatar'
        ? `https://www.gravatar.com/avatar/${hash}?d=identicon&f=y`
        : `${avatarSettings.publicApiUrl}/content/v1/avatars/${hash}.svg`;
    // The URL depends on the id alone, so it is kept (a bounded memo: every list row and comment shows one).
    if (avatarUrls.size >= AVATAR_URLS_KEPT) avatarUrls.clear();
    avatarUrls.set(userId, url);
  }
  return url;
}
const AVATAR_URLS_KEPT = 10_000;
const avatarUrls = new Map<number, string>();

/** Where a member's uploaded avatar is served, versioned by its last change (null: none uploaded). */
export function avatarPath(row: Pick<AuthorRow, 'slug' | 'avatarUpdatedAt'>): string | null {
  return row.avatarUpdatedAt
    ? `/content/v1/users/${encodeURIComponent(row.slug)}/avatar?v=${row.avatarUpdatedAt.getTime()}`
    : null;
}

/** A user next to content. */
export function presentUserSummary(row: AuthorRow): UserSummary {
  return {
    id: row.id,
    slug: row.slug,
    username: row.username,
    first_name: row.firstName,
    gravatar: avatarUrl(row.id),
    avatar_url: avatarPath(row),
  };
}

/** Author summary or null when the author was deleted. */
export function presentAuthor(map: Map<number, AuthorRow>, id: number | null): UserSummary | null {
  const row = id === null ? undefined : map.get(id);
  return row ? presentUserSummary(row) : null;
}

export type PresentUserOptions = {
  actor: Actor;
  /** Effective permissions and groups, when the private view is shown. */
  session?: { permissions: { toString(): string }; groups: string[] } | null;
  /** Whether the actor reads as the account's owner; false for a custom token (default: same id). */
  isSelf?: boolean;
};

/** A profile; email, permissions, groups and state only for the member themself or MANAGE_USERS. */
export function presentUser(
  row: UserRow,
  { actor, session, isSelf = actor?.id === row.id }: PresentUserOptions,
): UserResponse {
  const isManager = actor?.permissions.has('MANAGE_USERS') ?? false;
  const base: UserResponse = {
    ...presentUserSummary(row),
    last_name: row.lastName,
    bio: row.bio,
    location: row.location,
    company: row.company,
    website_url: row.websiteUrl,
    twitter_handle: row.twitterHandle,
    github_handle: row.githubHandle,
    created_at: row.createdAt.toISOString(),
  };
  if (!isSelf && !isManager) return base;
  return {
    ...base,
    email: row.email,
    permissions: session ? session.permissions.toString() : row.permissions.toString(),
    own_permissions: row.permissions.toString(),
    groups: session?.groups ?? [],
    state: row.state,
    has_seen_registration_at: row.hasSeenRegistrationAt ? row.hasSeenRegistrationAt.toISOString() : null,
    language: row.language,
    abilities: abilitiesFor(actor, { type: 'user', ownerId: row.id }),
  };
}
