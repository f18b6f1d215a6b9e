/** A plain object (not an array, a RegExp, a function or a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]'
  );
}

/**
 * The options object an extension reads: a copy of a plain object, or an empty object for anything
 * else (`true`, `undefined`…), so `{ callout: true }` means "on with defaults" as in the reference.
 */
export function readOptions<T extends object>(value: unknown): Partial<T> {
  return (isPlainObject(value) ? { ...value } : {}) as Partial<T>;
}
