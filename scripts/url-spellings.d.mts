/** Types of scripts/url-spellings.mjs for the cache tests and the page-cache fuzzer. */
import type { IncomingHttpHeaders } from 'node:http';

/** Non-canonical spellings of a URL (a path with an optional query). */
export function urlSpellings(url: string): { name: string; url: string }[];
/** A GET sent exactly as written. */
export function rawGet(
  base: string,
  url: string,
  headers?: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
