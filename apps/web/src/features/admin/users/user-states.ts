// What each member state means and what each moderation action does, in the words the Users screens and their
// confirmations use (community-app §7: disable, enable, archive, spam_all). One place, so the list's badges, the
// member's page and the confirmation dialogs say the same thing.
import type { UserResponse } from '@reef/core';
import { fill } from '../shell/admin-words';
import type { UserStateWords } from './users-words';

/** A member's state. */
export type UserState = NonNullable<UserResponse['state']>;

/** A moderation action on a member's account. */
export type UserAction = 'disable' | 'enable' | 'archive' | 'spam_all' | 'sign_out_everywhere';

/** The state's name as a badge shows it (English; the pages pass their language's). */
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  archived: 'Archived',
  spam: 'Spammer',
};

/** What the state means for the member, in one sentence. */
export function userStateEffect(state: UserState, words: Pick<UserStateWords, 'effects'>): string {
  return words.effects[state];
}

/** The actions open from a state (enable brings back any closed account). */
export function userActionsFrom(state: UserState): UserAction[] {
  switch (state) {
    case 'active':
      return ['disable', 'archive', 'spam_all'];
    case 'disabled':
      return ['enable', 'archive', 'spam_all'];
    case 'archived':
      return ['enable', 'spam_all'];
    case 'spam':
      return ['enable'];
  }
}

/** The toast after the action ("Disabled alice."). */
export function userActionDone(
  action: UserAction,
  name: string,
  words: Pick<UserStateWords, 'done'>,
): string {
  return fill(words.done[action], { name });
}

/** What will happen, for the confirmation; `counts` are the member's content by type (spam_all says how much). */
export function userActionConsequences(
  action: UserAction,
  name: string,
  words: Pick<UserStateWords, 'consequences'>,
  counts?: { tutorials: number; questions: number; comments: number; tools: number },
): string[] {
  const { consequences } = words;
  const list = action === 'spam_all' && counts ? fill(consequences.spamList, counts) : '';
  return consequences[action].map((line) => fill(line, { name, list }));
}
