// The tutorial states as the admin screens name them: a label, the verb of the move to it, and what it does on the
// site. What a state does is read from @reef/core (public visibility and listing, content-and-presentation §4), so
// the words cannot drift from the rules the API applies.
import { isPubliclyVisible, STATUSES, visibleStatuses, type StatusOf } from '@reef/core';
import { statusLabel } from '@/lib/format';
import type { TutorialWords } from './tutorial-words';

/** A tutorial state. */
export type TutorialState = StatusOf<'tutorial'>;

/** Every tutorial state, in the type's order. */
export const TUTORIAL_STATES: readonly TutorialState[] = STATUSES.tutorial;

/** The words of the states (TutorialWords's `states`, `moves`, `moved` and `effects`). */
export type StateWords = Pick<TutorialWords, 'states' | 'moves' | 'moved' | 'effects'>;

/** The past tense of a move, for toasts ("Published 3 tutorials"). */
export function movedVerb(state: TutorialState, words: StateWords): string {
  return words.moved[state];
}

/** "Published". */
export function stateLabel(state: string, words: StateWords): string {
  return (words.states as Record<string, string>)[state] ?? statusLabel(state);
}

/** The button of a move to `state` ("Publish", "Move to draft"). */
export function moveVerb(state: TutorialState, words: StateWords): string {
  return words.moves[state];
}

/** Whether a tutorial in `state` is listed on the site (index pages, search). */
export function isListed(state: string): boolean {
  return visibleStatuses(null, 'tutorial', { listing: true }).includes(state);
}

/** What a tutorial in `state` is on the site, in a sentence. */
export function stateEffect(state: string, words: StateWords): string {
  if (!isPubliclyVisible('tutorial', state))
    return state === 'trashed' ? words.effects.trashed : words.effects.hidden;
  if (!isListed(state)) return words.effects.unlisted;
  return state === 'deprecated' ? words.effects.deprecated : words.effects.listed;
}
