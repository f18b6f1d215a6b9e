// Turns a failed API call into words for the member, and field errors for a form.
import { HttpError, TimeoutError } from '@reef/client';
import { installHumanMessages } from '@reef/core';

// The forms that report errors through this module check their input with @reef/core's schemas first: those
// checks speak the same sentences as the API (packages/core/src/schemas/messages.ts).
installHumanMessages();

/** A message for the whole form and messages per field path (`title`, `body`, `tags`…). */
export type FormErrors = { message?: string; fields: Record<string, string> };

type ErrorBody = { error?: { message?: string; details?: { path?: string; message?: string }[] } };

/** Reads the API's one error shape; network failures and timeouts get a message of their own. */
export function describeApiError(error: unknown): FormErrors {
  if (error instanceof TimeoutError)
    return { message: 'The server took too long to answer. Your text is kept: try again.', fields: {} };
  if (!(error instanceof HttpError))
    return {
      message: 'Could not reach the server. Your text is kept: check your connection and try again.',
      fields: {},
    };
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
  if (error.status === 401)
    return { message: 'Your session has ended. Log in again; your text is kept.', fields };
  if (error.status === 403)
    return { message: body.error?.message ?? 'You are not allowed to do this.', fields };
  if (error.status === 429) return { message: 'Too many attempts. Wait a minute and try again.', fields };
  return {
    message: body.error?.message ?? `Something went wrong (${error.status}). Your text is kept: try again.`,
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
