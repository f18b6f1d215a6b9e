// Server-side reads of the static-content API for community pages: cached by tag, 404s turned into notFound().
import 'server-only';
import { HttpError, isFeatureEnabled, type ApiContext } from '@reef/client';
import { objectTag } from '@reef/core';
import { notFound, unstable_rethrow } from 'next/navigation';
import { serverApi } from '@/lib/api';

/** An API context whose reads are cached under these tags until the API revalidates them. */
export function cachedApi(tags: string[]): ApiContext {
  return serverApi({ tags });
}

/** Whether an error is the API saying the object does not exist (or may not be seen). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 410);
}

/** Runs a read; a 404 from the API renders the not-found page, anything else goes to the error page. */
export async function readOrNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    if (isNotFound(error)) notFound();
    throw error;
  }
}

/**
 * Runs a read for a secondary part of a page (related items, counts): on failure the page still renders
 * without it, and the failure is logged.
 */
export async function readOptional<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Could not read ${what}:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/**
 * Whether a site feature flag is on, read under the flag's cache tag: the page keeps the answer until an admin
 * switches the flag (the API revalidates the tag), so the next view after a switch follows it. A flag that cannot
 * be read counts as on.
 */
export function isSiteFeatureEnabled(name: string): Promise<boolean> {
  return readOptional(
    () => isFeatureEnabled(cachedApi([objectTag.featureFlag(name)]), name),
    true,
    `feature flag ${name}`,
  );
}
