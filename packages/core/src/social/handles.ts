// spec: content-and-presentation §5 "Social handles".

/** A Twitter/X handle: 1 to 15 letters, digits or underscores. */
export const TWITTER_HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/;
/** A GitHub handle: 1 to 39 letters, digits or dashes. */
export const GITHUB_HANDLE_PATTERN = /^[A-Za-z0-9-]{1,39}$/;

/** Message for an invalid Twitter handle. */
export const INVALID_TWITTER_HANDLE_MESSAGE =
  'Invalid Twitter username. Must be 1 - 15 characters and only letters, numbers, or underscores.';
/** Message for an invalid GitHub handle. */
export const INVALID_GITHUB_HANDLE_MESSAGE =
  'Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes.';

/** The error message of a Twitter handle, or `null` when it is valid. */
export function validateTwitterHandle(handle: string): string | null {
  return TWITTER_HANDLE_PATTERN.test(handle) ? null : INVALID_TWITTER_HANDLE_MESSAGE;
}

/** The error message of a GitHub handle, or `null` when it is valid. */
export function validateGitHubHandle(handle: string): string | null {
  return GITHUB_HANDLE_PATTERN.test(handle) ? null : INVALID_GITHUB_HANDLE_MESSAGE;
}
