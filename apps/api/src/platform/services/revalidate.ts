// After a write that changes a public page, tell the web app which cache tags and paths to refresh.
// Fire-and-forget after commit: a slow or absent web app never fails the write. A failed call is retried, and a
// successful one repeated once a little later (see RevalidatorOptions). On a PostgreSQL server the repeat is the
// durable revalidation job added in the write's transaction (jobs/revalidation.ts), which calls once per attempt
// through `createRevalidationCall` and is retried by the job queue.
import { objectTags, type CacheTarget } from '@reef/core';
import type { Env } from '../../env.js';

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

/** One POST to the web app's revalidation endpoint. */
function postRevalidation(
  env: Env,
  tags: string[],
  paths: string[],
  timeoutMs = TIMEOUT_MS,
): Promise<Response> {
  return fetch(env.REVALIDATE_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.REVALIDATE_SECRET}` },
    body: JSON.stringify({ secret: env.REVALIDATE_SECRET, tags, paths }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The distinct tags and paths of a target. */
function distinct(target: RevalidateTarget): { tags: string[]; paths: string[] } {
  return { tags: [...new Set(target.tags ?? [])], paths: [...new Set(target.paths ?? [])] };
}

/**
 * One revalidation attempt that reports failure by throwing (a network error, a timeout or a 5xx answer: the job
 * queue tries again later); a refusal (4xx) is logged and not thrown, since asking again would not change it.
 */
export function createRevalidationCall(
  env: Env,
  log: RevalidateLog,
): (target: RevalidateTarget) => Promise<void> {
  return async (target) => {
    const { tags, paths } = distinct(target);
    if (tags.length === 0 && paths.length === 0) return;
    const res = await postRevalidation(env, tags, paths);
    void res.body?.cancel();
    if (res.ok) return;
    if (res.status < 500) {
      log.warn({ status: res.status, tags, paths }, 'revalidation refused');
      return;
    }
    throw new Error(`the web app answered ${res.status} to a revalidation`);
  };
}

/** Creates the revalidation caller for one app. */
export function createRevalidator(
  env: Env,
  log: RevalidateLog,
  { retryDelaysMs = [500, 2000], repeatAfterMs = 3000 }: RevalidatorOptions = {},
): Revalidate {
  async function send(tags: string[], paths: string[], repeat: boolean): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await postRevalidation(env, tags, paths);
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
    const { tags, paths } = distinct(target);
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
  const { tags, paths } = distinct(target);
  try {
    const res = await postRevalidation(env, tags, paths, timeoutMs);
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
