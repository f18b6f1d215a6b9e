// After a write that changes a public page, tell the web app which cache tags and paths to refresh.
// Fire-and-forget after commit with a short timeout: a slow or absent web app never fails the write.
import { objectTags, type CacheTarget } from '@reef/core';
import type { Env } from '../env.js';

/** Where a failed revalidation is reported (the app's logger). */
export type RevalidateLog = {
  warn: (details: object, message: string) => void;
  debug: (details: object, message: string) => void;
};

export type RevalidateTarget = CacheTarget;
export type Revalidate = (target: RevalidateTarget) => void;

const TIMEOUT_MS = 2000;

/** Creates the revalidation caller for one app. */
export function createRevalidator(env: Env, log: RevalidateLog): Revalidate {
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
