// After a write that changes a public page, tell the web app which cache tags and paths to refresh.
// Fire-and-forget after commit with a short timeout: a slow or absent web app never fails the write.
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.js';

export type RevalidateTarget = { tags?: string[]; paths?: string[] };
export type Revalidate = (target: RevalidateTarget) => void;

const TIMEOUT_MS = 2000;

/** Creates the revalidation caller for one app. */
export function createRevalidator(env: Env, log: FastifyBaseLogger): Revalidate {
  return (target) => {
    const tags = [...new Set(target.tags ?? [])];
    const paths = [...new Set(target.paths ?? [])];
    if (tags.length === 0 && paths.length === 0) return;
    fetch(env.REVALIDATE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.REVALIDATE_SECRET}` },
      body: JSON.stringify({ secret: env.REVALIDATE_SECRET, tags, paths }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(
      (res) => {
        if (!res.ok) log.warn({ status: res.status, tags, paths }, 'revalidation refused');
        void res.body?.cancel();
      },
      (error: unknown) => log.debug({ err: error, tags, paths }, 'revalidation failed'),
    );
  };
}

/** Cache tags of a public object, by the web app's convention (`tutorial:{slug}`, `tutorials`…). */
export function tagsFor(
  type: 'tutorial' | 'question' | 'tutorial_series' | 'tool' | 'tag' | 'user',
  slug: string,
): string[] {
  const plural = {
    tutorial: 'tutorials',
    question: 'questions',
    tutorial_series: 'tutorial-series',
    tool: 'tools',
    tag: 'tags',
    user: 'users',
  }[type];
  return [`${type}:${slug}`, plural];
}

/**
 * What a comment or answer write changes: the page it lives on, its comment thread
 * (`comments:{type}:{id}`, the tag the web caches threads under) and the list whose cards show its
 * count (`questions` shows answer counts; tutorial and tool cards show no comment count, but
 * `tagsFor` names their lists too, which is harmless and keeps one rule).
 */
export function commentTarget(
  rootType: 'tutorial' | 'question' | 'tool',
  rootSlug: string,
  rootId: number,
): RevalidateTarget {
  return { tags: [...tagsFor(rootType, rootSlug), `comments:${rootType}:${rootId}`] };
}

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
