// Recognising PostgreSQL errors through the driver and Drizzle wrappers.

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint was violated (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/** A foreign key was violated (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === '23503';
}

/** Socket-level failures of the driver: the server is not there (anymore). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the database cannot serve you right now", not "your query is wrong":
 * class 08 (connection exception), 57P01–57P03 (administrator/crash shutdown, starting up),
 * 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** node-postgres says these in plain words, with no code. */
const UNAVAILABLE_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'connection not open',
];

/**
 * True when the error means the database is unreachable (refused, reset, shutting down, connect
 * timeout), through Drizzle's wrapper and the driver's own errors. These are answered 503 with
 * Retry-After, not 500: nothing is wrong with the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))
    )
      return true;
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (UNAVAILABLE_MESSAGES.some((m) => lower.includes(m))) return true;
    }
    // Connecting to a name with several addresses (localhost) fails with an AggregateError.
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The PostgreSQL error inside a driver or Drizzle wrapper: its SQLSTATE and, when given, its detail. */
export function databaseErrorOf(error: unknown): { code: string; detail?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const detail = (current as { detail?: unknown }).detail;
      return { code, detail: typeof detail === 'string' ? detail : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The column a foreign-key or unique violation names in its detail ("Key (tutorial_id)=(7) is not present…"). */
export function violatedColumn(detail: string | undefined): string | undefined {
  const match = detail ? /^Key \(([a-z_][a-z0-9_]*)\)=/.exec(detail) : null;
  return match?.[1];
}
