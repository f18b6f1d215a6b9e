/** Message raised when user data from the API fails the shape check (community-app §8). */
export const INVALID_USER_DATA_MESSAGE = 'Invalid user data from API';

/** The least a user from `/v1/users/{slug}` must carry for the session to keep it. */
export type UserShape = {
  slug: string;
  id?: number;
  has_seen_registration_at?: string | null;
  [key: string]: unknown;
};

function isOptional(value: unknown, check: (v: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

// spec: community-app §5 — "User data returned by the API must pass a user-shape check".
/** Whether a value looks like a user: an object with a non-empty slug and well-typed known fields. */
export function isUserShape(value: unknown): value is UserShape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.slug === 'string' &&
    user.slug !== '' &&
    isOptional(user.id, (v) => typeof v === 'number' && Number.isInteger(v)) &&
    isOptional(user.has_seen_registration_at, (v) => v === null || typeof v === 'string') &&
    isOptional(user.username, (v) => v === null || typeof v === 'string')
  );
}

/** Assert the user shape; throws "Invalid user data from API". */
export function assertUserShape(value: unknown): asserts value is UserShape {
  if (!isUserShape(value)) throw new Error(INVALID_USER_DATA_MESSAGE);
}
