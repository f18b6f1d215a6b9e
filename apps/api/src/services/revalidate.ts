// After a write that changes a public page, tell the web app which cache tags and paths to refresh.
// Fire-and-forget after commit: a slow or absent web app never fails the write. A failed call is retried, and a
// successful one repeated once a little later (see RevalidatorOptions).
import { objectTags, type CacheTarget } from '@reef/core';
import type { Env } from '../env.js';

/** Where a failed revalidation is reported (the app's logger). */
export type RevalidateLog = {
  warn: (details: object, message: string) => void;
  debug: (details: object, message: string) => void;
};

export type RevalidateTarget = CacheTarget;
export type Revalidate = (target: RevalidateTarget) => void;

const TIMEOUT_MS = 5000;

/** How the revalidator retries and repeats (the defaults suit production; tests shorten them). */
export type RevalidatorOptions = {
  /** Waits before each retry of a call that failed (network error, timeout or a 5xx answer). */
  retryDelaysMs?: readonly number[];
  /**
   * After a call succeeds, the same tags and paths are revalidated once more after this delay (0: never). A page
   * render that started before the write committed can store its old reads after the first call; the second
   * call clears them, so a visitor never keeps a stale page until the cache's time limit.
   */
  repeatAfterMs?: number;
};

/** Creates the revalidation caller for one app. */
export function createRevalidator(
  env: Env,
  log: RevalidateLog,
  { retryDelaysMs = [500, 2000], repeatAfterMs = 3000 }: RevalidatorOptions = {},
): Revalidate {
  const post = (tags: string[], paths: string[]) =>
    fetch(env.REVALIDATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.REVALIDATE_SECRET}` },
      body: JSON.stringify({ secret: env.REVALIDATE_SECRET, tags, paths }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  async function send(tags: string[], paths: string[], repeat: boolean): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await post(tags, paths);
        void res.body?.cancel();
        if (res.ok) break;
        if (res.status < 500) {
          log.warn({ status: res.status, tags, paths }, 'revalidation refused');
          return;
        }
        if (attempt >= retryDelaysMs.length) {
          log.warn({ status: res.status, tags, paths }, 'revalidation failed after retries');
          return;
        }
      } catch (error) {
        if (attempt >= retryDelaysMs.length) {
          log.warn({ err: error, tags, paths }, 'revalidation failed after retries');
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
    }
    if (repeat && repeatAfterMs > 0) setTimeout(() => void send(tags, paths, false), repeatAfterMs).unref?.();
  }

  return (target) => {
    const tags = [...new Set(target.tags ?? [])];
    const paths = [...new Set(target.paths ?? [])];
    if (tags.length === 0 && paths.length === 0) return;
    void send(tags, paths, true);
  };
}

/** Cache tags of a public object: `{type}:{slug}` and its list (the vocabulary is @reef/core's). */
export const tagsFor = objectTags;

/** What the web app answered to one revalidation call. */
export type RevalidateReport = { ok: boolean; status: number | null; body?: unknown; error?: string };

/**
 * Revalidates and waits for the web app's answer (the manual regeneration call reports it);
 * never throws: an unreachable web app is `ok: false` with the reason.
 */
export async function revalidateWithReport(
  env: Env,
  target: RevalidateTarget,
  timeoutMs = 10_000,
): Promise<RevalidateReport> {
  const tags = [...new Set(target.tags ?? [])];
  const paths = [...new Set(target.paths ?? [])];
  try {
    const res = await fetch(env.REVALIDATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.REVALIDATE_SECRET}` },
      body: JSON.stringify({ secret: env.REVALIDATE_SECRET, tags, paths }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // a non-JSON answer is reported as text
    }
    return { ok: res.ok, status: res.status, body };
  } catch (error) {
    return { ok: false, status: null, error: (error as Error).message };
  }
}
