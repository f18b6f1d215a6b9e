// Typed errors thrown by routes, policies and services; one handler turns them into the error shape.
export type ErrorDetail = { path: string; message: string; code?: string };

/** An error with an HTTP status and a stable machine-readable code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Bad request', details?: ErrorDetail[]) {
    super(400, 'bad_request', message, details);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'Conflict', details?: ErrorDetail[]) {
    super(409, 'conflict', message, details);
  }
}

/** The object changed since the editor read it (`If-Match` named an older version): a second save never overwrites. */
export class EditConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'edit_conflict', message);
  }
}

/** Well-formed input that breaks a rule (a slug already used, a tag that does not exist…). */
export class UnprocessableError extends HttpError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(422, 'unprocessable_entity', message, details);
  }
}
