// The one HTTP helper every call goes through (spec: content-and-presentation §6–§8).

import { BYPASS_CACHE_COOKIE } from '@reef/core';

/** Name of the cookie that asks the static-content service to skip its cache (defined once in `@reef/core`). */
export { BYPASS_CACHE_COOKIE };

/** Query values accepted by `request`; arrays are sent as comma lists, `undefined` is left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Options of one request. */
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Access token sent as `Authorization: Bearer …`. */
  token?: string | null;
  /** Sent as JSON unless it is a string (sent as is). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Abort after this many milliseconds with "Request timed out after {n}ms". */
  timeoutMs?: number;
  /** Adds the bypass-cache cookie. */
  bypassCache?: boolean;
  headers?: Record<string, string>;
  /** `fetch` credentials mode (browser calls that need cookies). */
  credentials?: 'include' | 'omit' | 'same-origin';
  /** Extra `fetch` init fields, e.g. Next.js `{ next: { tags, revalidate } }` or `{ cache: 'no-store' }`. */
  init?: Record<string, unknown>;
  /** Replaces the global `fetch` (tests, instrumentation). */
  fetch?: typeof fetch;
};

/** A response with a status outside 200–299; the message names method, address, status, status text and body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly method: string,
    readonly url: string,
    readonly body: string,
  ) {
    // spec: content-and-presentation §8 — method (default GET), address, status, status text, then the body
    super(`${method} ${url} ${status} ${statusText}${body ? ` ${body}` : ''}`);
  }
}

/** The request was aborted because it ran past its `timeoutMs`. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs}ms`);
  }
}

/** Builds a path from a template, URL-encoding every interpolated value: path`/v1/users/${slug}`. */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (out, part, index) =>
      out + part + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
    '',
  );
}

/** Joins a base URL, a path and a query into one address. */
export function buildUrl(baseUrl: string, requestPath: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (requestPath.startsWith('/') ? '' : '/') + requestPath);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/** Sends one JSON request and returns the parsed body (undefined for an empty body); throws HttpError or TimeoutError. */
export async function request<T = unknown>(
  baseUrl: string,
  requestPath: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(baseUrl, requestPath, options.query);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.bypassCache) {
    headers.cookie = [headers.cookie, `${BYPASS_CACHE_COOKIE}=1`].filter(Boolean).join('; ');
  }

  const controller = new AbortController();
  const timer =
    options.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), options.timeoutMs);
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      ...options.init,
      method,
      headers,
      credentials: options.credentials,
      signal: controller.signal,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    } as RequestInit);
    const text = await response.text();
    if (!response.ok) throw new HttpError(response.status, response.statusText, method, url, text);
    if (!text) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? JSON.parse(text) : text) as T;
  } catch (error) {
    if (controller.signal.aborted && options.timeoutMs !== undefined && !(error instanceof HttpError)) {
      throw new TimeoutError(options.timeoutMs);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
