import type { ContentType } from './types.js';

// spec: content-and-presentation §4 "Statuses per content type".
/** Statuses of each content type that has any (content-and-presentation §4). */
export const STATUSES = {
  tutorial: ['draft', 'published', 'trashed', 'deprecated', 'unlisted'],
  tutorial_series: ['draft', 'published', 'trashed'],
  question: ['under_review', 'spam', 'published', 'trashed', 'unlisted'],
  comment: ['under_review', 'spam', 'published', 'trashed'],
  tool: ['draft', 'published', 'trashed'],
  static_page: ['draft', 'published', 'trashed', 'unlisted'],
  marketing_form: ['draft', 'published', 'trashed'],
  post: ['draft', 'published', 'trashed'],
  partner: ['draft', 'published', 'trashed'],
  tag: ['published', 'trashed'],
} as const;

/** A content type that has statuses. */
export type StatusedType = keyof typeof STATUSES;
/** The statuses of one content type. */
export type StatusOf<T extends StatusedType> = (typeof STATUSES)[T][number];
/** Any content status. */
export type ContentStatus = StatusOf<StatusedType>;

// spec: content-and-presentation §4 — "question published or unlisted; tutorial published,
// deprecated or unlisted; static page published or unlisted; every other type published only."
/** Publicly visible statuses of each statused type. */
export const PUBLIC_STATUSES: { readonly [T in StatusedType]: readonly StatusOf<T>[] } = {
  tutorial: ['published', 'deprecated', 'unlisted'],
  tutorial_series: ['published'],
  question: ['published', 'unlisted'],
  comment: ['published'],
  tool: ['published'],
  static_page: ['published', 'unlisted'],
  marketing_form: ['published'],
  post: ['published'],
  partner: ['published'],
  tag: ['published'],
};

/** Whether a content type has statuses. */
export function isStatusedType(type: string): type is StatusedType {
  return Object.prototype.hasOwnProperty.call(STATUSES, type);
}

/** Statuses of a type; empty for types without statuses (users, upvotes…). */
export function statusesOf(type: ContentType | string): readonly string[] {
  return isStatusedType(type) ? STATUSES[type] : [];
}

/** Publicly visible statuses of a type; empty for types without statuses. */
export function publicStatusesOf(type: ContentType | string): readonly string[] {
  return isStatusedType(type) ? PUBLIC_STATUSES[type] : [];
}

/**
 * Whether content of `type` in `status` is publicly visible (content-and-presentation §4).
 * Types without statuses are visible; a statused type without a status is not.
 * Unknown types count as "every other type": published only.
 */
export function isPubliclyVisible(type: ContentType | string, status?: string | null): boolean {
  if (isStatusedType(type))
    return status !== undefined && status !== null && publicStatusesOf(type).includes(status);
  if (status === undefined || status === null) return true;
  return status === 'published';
}

/** Whether a status is valid for a type (types without statuses accept none). */
export function isValidStatus(type: ContentType | string, status: string): boolean {
  return statusesOf(type).includes(status);
}
