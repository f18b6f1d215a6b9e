// The whale easter egg where the `whale_ambience` feature flag allows it (a Server Component: the page is cached
// with the flag's tag, so switching the flag in the admin area reaches the next view of every page).
import { WHALE_AMBIENCE_FLAG } from '@reef/core';
import { isSiteFeatureEnabled } from '@/lib/content-api';
import { WhaleAmbienceIsland } from './whale-ambience-island';

/** The whale ambience button, unless an admin switched the feature off. */
export async function WhaleAmbienceGate() {
  return (await isSiteFeatureEnabled(WHALE_AMBIENCE_FLAG)) ? <WhaleAmbienceIsland /> : null;
}
