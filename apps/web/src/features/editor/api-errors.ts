// Turns a failed API call into words for the member, and field errors for a form.
import { HttpError, TimeoutError } from '@reef/client';
// The forms that report errors through this module check their input with @reef/core's schemas first: those checks
// speak the same sentences as the API, which every schema of @reef/core installs where it loads
// (packages/core/src/schemas/zod.ts); this module itself loads no schema, so the admin kit brings no zod.

/** A message for the whole form and messages per field path (`title`, `body`, `tags`…). */
export type FormErrors = { message?: string; fields: Record<string, string> };

type ErrorBody = { error?: { message?: string; details?: { path?: string; message?: string }[] } };

/** The messages of failures the API did not word, in the page's language; `generic` has `{status}`. */
export type ApiErrorWords = {
  timeout: string;
  unreachable: string;
  session: string;
  forbidden: string;
  tooMany: string;
  generic: string;
};

/** The failures' English messages, for the forms that pass none. */
export const ENGLISH_API_ERROR_WORDS: ApiErrorWords = {
  timeout: 'The server took too long to answer. Your text is kept: try again.',
  unreachable: 'Could not reach the server. Your text is kept: check your connection and try again.',
  session: 'Your session has ended. Log in again; your text is kept.',
  forbidden: 'You are not allowed to do this.',
  tooMany: 'Too many attempts. Wait a minute and try again.',
  generic: 'Something went wrong ({status}). Your text is kept: try again.',
};

/** Reads the API's one error shape; network failures and timeouts get a message of their own. */
export function describeApiError(error: unknown, words: ApiErrorWords = ENGLISH_API_ERROR_WORDS): FormErrors {
  if (error instanceof TimeoutError) return { message: words.timeout, fields: {} };
  if (!(error instanceof HttpError)) return { message: words.unreachable, fields: {} };
  let body: ErrorBody = {};
  try {
    body = JSON.parse(error.body) as ErrorBody;
  } catch {
    // not JSON: keep the generic message
  }
  const fields: Record<string, string> = {};
  for (const detail of body.error?.details ?? []) {
    // "question.title" → "title": forms name fields without the payload wrapper.
    const key = (detail.path ?? '').split('.').filter(Boolean).pop();
    if (key && detail.message && !fields[key]) fields[key] = detail.message;
  }
  if (error.status === 401) return { message: words.session, fields };
  if (error.status === 403) return { message: body.error?.message ?? words.forbidden, fields };
  if (error.status === 429) return { message: words.tooMany, fields };
  return {
    message: body.error?.message ?? words.generic.split('{status}').join(String(error.status)),
    fields,
  };
}

/** Field errors from a zod-style issue list (path + message), first message per field. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.filter((part): part is string => typeof part === 'string').pop();
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
