// What may be followed and muted, and the follow intent a visitor's "Follow" carries through sign-up (issue #32).
// No zod here: the web app's follow button imports these, and its bundle must not carry the schemas.

/** What a member may follow. */
export const FOLLOW_TARGET_TYPES = ['tag', 'user', 'tutorial_series'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];
/** What a member may mute: tags and people (a series is followed or not). */
export const MUTE_TARGET_TYPES = ['tag', 'user'] as const satisfies readonly FollowTargetType[];
export const FOLLOW_MODES = ['follow', 'mute'] as const;
export type FollowMode = (typeof FOLLOW_MODES)[number];

/** Whether a target type may be muted. */
export function isMutableTarget(type: FollowTargetType): boolean {
  return (MUTE_TARGET_TYPES as readonly string[]).includes(type);
}

/**
 * The query parameter a visitor's "Follow" carries through sign-up: the page it came from gets it back with the
 * session and completes the follow (`tag:12`, `user:7`, `tutorial_series:3`).
 */
export const FOLLOW_INTENT_PARAM = 'follow';

/** The intent's value for a target. */
export function formatFollowIntent(type: FollowTargetType, id: number): string {
  return `${type}:${id}`;
}

/** The target named by an intent's value, or null when it names none. */
export function parseFollowIntent(
  value: string | null | undefined,
): { type: FollowTargetType; id: number } | null {
  const match = /^(tag|user|tutorial_series):([1-9][0-9]{0,9})$/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { type: match[1] as FollowTargetType, id } : null;
}
