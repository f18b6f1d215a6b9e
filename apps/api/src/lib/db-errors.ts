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
