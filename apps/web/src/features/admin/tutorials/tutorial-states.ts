// The tutorial states as the admin screens name them: a label, the verb of the move to it, and what it does on the
// site. What a state does is read from @reef/core (public visibility and listing, content-and-presentation §4), so
// the words cannot drift from the rules the API applies.
import { isPubliclyVisible, STATUSES, visibleStatuses, type StatusOf } from '@reef/core';
import { statusLabel } from '@/lib/format';

/** A tutorial state. */
export type TutorialState = StatusOf<'tutorial'>;

/** Every tutorial state, in the type's order. */
export const TUTORIAL_STATES: readonly TutorialState[] = STATUSES.tutorial;

const VERBS: Record<TutorialState, string> = {
  draft: 'Move to draft',
  published: 'Publish',
  trashed: 'Trash',
  deprecated: 'Deprecate',
  unlisted: 'Unlist',
};

const DONE: Record<TutorialState, string> = {
  draft: 'Moved to draft',
  published: 'Published',
  trashed: 'Trashed',
  deprecated: 'Deprecated',
  unlisted: 'Unlisted',
};

/** The past tense of a move, for toasts ("Published 3 tutorials"). */
export function movedVerb(state: TutorialState): string {
  return DONE[state];
}

/** "Published". */
export function stateLabel(state: string): string {
  return statusLabel(state);
}

/** The button of a move to `state` ("Publish", "Move to draft"). */
export function moveVerb(state: TutorialState): string {
  return VERBS[state];
}

/** Whether a tutorial in `state` is listed on the site (index pages, search). */
export function isListed(state: string): boolean {
  return visibleStatuses(null, 'tutorial', { listing: true }).includes(state);
}

/** What a tutorial in `state` is on the site, in a sentence. */
export function stateEffect(state: string): string {
  if (!isPubliclyVisible('tutorial', state))
    return state === 'trashed'
      ? 'Hidden from everyone but editors and readers of every state; its author no longer sees it, and its page answers 404.'
      : 'Hidden from the site: only its author, editors and readers of every state see it, and its page answers 404.';
  if (!isListed(state))
    return 'Readable by anyone with its link, but left out of lists, tag pages and search.';
  return state === 'deprecated'
    ? 'On the site and in lists, with a notice that it is no longer maintained.'
    : 'On the site, in lists, tag pages and search.';
}
