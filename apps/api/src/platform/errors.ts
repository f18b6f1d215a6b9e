// Typed errors thrown by routes, policies and services; one handler turns them into the error shape.
import { msg, say, sayIssue, isLocalMessage, type LocalMessage, type ZodIssueLike } from './i18n.js';

/**
 * What is wrong at one field; `localMessage` (a catalogue message) or `issue` (a zod issue, said by `sayIssue`),
 * when given, is said in the reader's language instead of `message`.
 */
export type ErrorDetail = {
  path: string;
  message: string;
  code?: string;
  localMessage?: LocalMessage;
  issue?: ZodIssueLike;
};

/** A field's detail from a catalogue message (its English form stays in `message`). */
export function localDetail(path: string, message: LocalMessage, code?: string): ErrorDetail {
  return { path, message: say('en', message), ...(code ? { code } : {}), localMessage: message };
}

/** A field's detail from a zod issue of a check the service runs itself, said in the reader's language later. */
export function issueDetail(path: string, issue: ZodIssueLike): ErrorDetail {
  return { path, message: issue.message, ...(issue.code ? { code: issue.code } : {}), issue };
}

/** A detail's message in `locale` (its catalogue message or zod issue, else its text as it is). */
export function sayDetail(locale: string, detail: ErrorDetail): string {
  if (detail.localMessage) return say(locale, detail.localMessage);
  if (detail.issue) return sayIssue(locale, detail.issue);
  return detail.message;
}

/** A detail as it leaves the API: its path, code and message in `locale`, without what it was said from. */
export function wireDetail(locale: string, detail: ErrorDetail): Omit<ErrorDetail, 'localMessage' | 'issue'> {
  const { localMessage: _localMessage, issue: _issue, ...rest } = detail;
  return { ...rest, message: sayDetail(locale, detail) };
}

/**
 * An error with an HTTP status and a stable machine-readable code. Its message is plain text, or a catalogue
 * message (`msg(...)`) that the error handler says in the reader's language; `message` is then its English form
 * (for logs and for code that reads it).
 */
export class HttpError extends Error {
  /** The catalogue message, when the error was given one. */
  readonly localMessage?: LocalMessage;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | LocalMessage,
    readonly details?: ErrorDetail[],
  ) {
    super(isLocalMessage(message) ? say('en', message) : message);
    if (isLocalMessage(message)) this.localMessage = message;
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(
    message: string | LocalMessage = msg('errors', 'default.bad_request'),
    details?: ErrorDetail[],
  ) {
    super(400, 'bad_request', message, details);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string | LocalMessage = msg('errors', 'default.unauthorized')) {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string | LocalMessage = msg('errors', 'default.forbidden')) {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string | LocalMessage = msg('errors', 'default.not_found')) {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string | LocalMessage = msg('errors', 'default.conflict'), details?: ErrorDetail[]) {
    super(409, 'conflict', message, details);
  }
}

/** The object changed since the editor read it (`If-Match` named an older version): a second save never overwrites. */
export class EditConflictError extends HttpError {
  constructor(message: string | LocalMessage = msg('errors', 'default.edit_conflict')) {
    super(409, 'edit_conflict', message);
  }
}

/** Well-formed input that breaks a rule (a slug already used, a tag that does not exist…). */
export class UnprocessableError extends HttpError {
  constructor(message: string | LocalMessage, details?: ErrorDetail[]) {
    super(422, 'unprocessable_entity', message, details);
  }
}
