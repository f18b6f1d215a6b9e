// What the post and static-page editors share about publishing: where an object stands (draft, live, scheduled),
// the state and go-live time each save mode gives it, the datetime-local form of a time, and the API's 4xx
// problems by path into the edited object.
import { HttpError } from '@reef/client';

/** The three buttons of the Publishing fieldset. */
export type SaveIntent = 'draft' | 'publish' | 'schedule';

/** The publishing fields of an edited post or page. */
export type Publication = { state: string; published_at: string | null };

/** `2026-11-24T12:00` for a datetime-local input from an ISO time (local time), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The words of a publication status (`statusScheduled` with `{time}`). */
export type StatusWords = {
  statusDraft: string;
  statusScheduled: string;
  statusUnlisted: string;
  statusPublished: string;
};

const ENGLISH_STATUS: StatusWords = {
  statusDraft: 'Draft',
  statusScheduled: 'Scheduled for {time}',
  statusUnlisted: 'Live (unlisted)',
  statusPublished: 'Published',
};

/** Where a page or post stands: draft, live, or scheduled for a time. */
export function publicationStatus(
  page: Publication,
  now = Date.now(),
  words: StatusWords = ENGLISH_STATUS,
): string {
  if (page.state !== 'published' && page.state !== 'unlisted')
    return page.state === 'draft' ? words.statusDraft : page.state;
  if (page.published_at && Date.parse(page.published_at) > now)
    return words.statusScheduled.replace('{time}', new Date(page.published_at).toLocaleString());
  return page.state === 'unlisted' ? words.statusUnlisted : words.statusPublished;
}

/**
 * The state and go-live time a save mode gives: a draft keeps its time; publishing goes live now unless it went
 * live already; scheduling needs a time in the future (null when `scheduleAt` is not one). `liveState` is the
 * state a live object takes (an unlisted page stays unlisted).
 */
export function publicationOf(
  intent: SaveIntent,
  current: Publication,
  scheduleAt: string,
  liveState = 'published',
  now = Date.now(),
): Publication | null {
  if (intent === 'draft') return { state: 'draft', published_at: current.published_at };
  if (intent === 'publish') {
    const startsNow = !current.published_at || Date.parse(current.published_at) > now;
    return { state: liveState, published_at: startsNow ? new Date(now).toISOString() : current.published_at };
  }
  const at = scheduleAt ? new Date(scheduleAt) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() <= now) return null;
  return { state: liveState, published_at: at.toISOString() };
}

/** Problems of the API (`static_page.slices[0].primary.title`, `post.title`…) by path into the edited object. */
export function problemsByPath(problems: { path?: string; message?: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of problems) {
    const path = (problem.path ?? '').replace(/^(body\.)?(static_page|post)\./, '') || 'page';
    if (problem.message && !out[path]) out[path] = problem.message;
  }
  return out;
}

/**
 * The problems of a 400 or 422 answer, or of a 409 that names its fields (a language the family has already), by
 * path; null for any other failure.
 */
export function problemsOfError(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || ![400, 409, 422].includes(error.status)) return null;
  try {
    const body = JSON.parse(error.body) as { error?: { details?: { path?: string; message?: string }[] } };
    const details = body.error?.details ?? [];
    if (error.status === 409 && details.length === 0) return null;
    return problemsByPath(details);
  } catch {
    return null;
  }
}
