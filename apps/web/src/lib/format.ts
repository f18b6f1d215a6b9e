// Display helpers shared by community pages (server and client).
import { isSiteLocale, LOCALE_NAMES } from '@/i18n/locale-path';
import type { UserSummary } from '@reef/core';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Jan 5, 2026" in UTC (or the locale's way: "5. Jan. 2026", "2026年1月5日"), so server and browser print the same
 * text. English is the default; a page in another language passes its locale. */
export function formatDate(value: string | Date, locale: string = 'en'): string {
  const tag = locale === 'en' ? 'en-US' : locale;
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(tag, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** The name shown for a member: first name, else username; `deletedMember` (the page's words, `common`
 * `author_line.deleted_member`) for an account that is gone, English by default. */
export function displayName(
  user: Pick<UserSummary, 'first_name' | 'username'> | null | undefined,
  deletedMember = 'Deleted member',
): string {
  if (!user) return deletedMember;
  return user.first_name?.trim() || user.username;
}

/** Human label of a tutorial subtype (`conceptual-article` → "Conceptual article"). */
export function subtypeLabel(subtype: string): string {
  const text = subtype.replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Sub-types whose words alone would read wrongly in a list ("Resources video", "Api wrapper").
const SEARCH_SUB_TYPE_LABELS: Record<string, string> = {
  blog: 'Blog post',
  'resources-article': 'Article',
  'resources-guide': 'Guide',
  'resources-podcast': 'Podcast',
  'resources-report': 'Report',
  'resources-video': 'Video',
  api_wrapper: 'API wrapper',
  overview: 'Overview page',
  'customers-overview': 'Customers overview',
  sitemap: 'Sitemap',
};

/** A search sub-type as a reader reads it: a tutorial subtype, tool type, post type or marketing page type. */
export function searchSubTypeLabel(subType: string): string {
  return SEARCH_SUB_TYPE_LABELS[subType] ?? subtypeLabel(subType);
}

/** The name of a content language in that language (the one list of names: src/i18n/locale-path.ts). */
export function languageName(code: string): string {
  return isSiteLocale(code) ? LOCALE_NAMES[code] : code;
}

/** Human label of a content status: `under_review` → "Under review"; `words` (by status) in the page's language, when
 * the page gives them (features/admin/shell/state-words.ts). */
export function statusLabel(status: string, words?: Readonly<Record<string, string>>): string {
  const translated = words?.[status];
  if (translated) return translated;
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
