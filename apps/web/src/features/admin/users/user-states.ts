// What each member state means and what each moderation action does, in the words the Users screens and their
// confirmations use (community-app §7: disable, enable, archive, spam_all). One place, so the list's badges, the
// member's page and the confirmation dialogs say the same thing.
import type { UserResponse } from '@reef/core';

/** A member's state. */
export type UserState = NonNullable<UserResponse['state']>;

/** A moderation action on a member's account. */
export type UserAction = 'disable' | 'enable' | 'archive' | 'spam_all' | 'sign_out_everywhere';

/** The state's name as a badge shows it. */
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: 'Active',
  disabled: 'Disabled',
  archived: 'Archived',
  spam: 'Spammer',
};

/** What the state means for the member, in one sentence. */
export function userStateEffect(state: UserState): string {
  switch (state) {
    case 'active':
      return 'The member can sign in and post.';
    case 'disabled':
      return 'The member cannot sign in; their content stays as it is.';
    case 'archived':
      return 'The account is closed: the member cannot sign in and their profile is hidden; their content stays.';
    case 'spam':
      return 'Marked as a spammer: the member cannot sign in and what they posted is hidden.';
  }
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

/** The action's button label. */
export const USER_ACTION_LABELS: Record<UserAction, string> = {
  disable: 'Disable',
  enable: 'Enable',
  archive: 'Archive',
  spam_all: 'Mark as spammer',
  sign_out_everywhere: 'Sign out everywhere',
};

/** The toast after the action ("Disabled alice."). */
export function userActionDone(action: UserAction, name: string): string {
  switch (action) {
    case 'disable':
      return `Disabled ${name}: they can no longer sign in.`;
    case 'enable':
      return `Enabled ${name}: they can sign in again.`;
    case 'archive':
      return `Archived ${name}.`;
    case 'spam_all':
      return `Marked ${name} as a spammer and hid what they posted.`;
    case 'sign_out_everywhere':
      return `Signed ${name} out everywhere.`;
  }
}

/** What will happen, for the confirmation; `counts` are the member's content by type (spam_all says how much). */
export function userActionConsequences(
  action: UserAction,
  name: string,
  counts?: { tutorials: number; questions: number; comments: number; tools: number },
): string[] {
  switch (action) {
    case 'disable':
      return [
        `${name} is signed out everywhere at once and cannot sign in again until someone enables the account.`,
        'Their profile, tutorials, questions and comments stay as they are.',
      ];
    case 'enable':
      return [
        `${name} can sign in again with their password or connected accounts.`,
        'Content hidden by "Mark as spammer" stays hidden: restore it from the Spam and Tutorials sections.',
      ];
    case 'archive':
      return [
        `${name}'s account is closed: they are signed out, cannot sign in, and their profile is hidden from everyone but user managers.`,
        'Their content stays on the site. Enable the account to reopen it.',
      ];
    case 'spam_all': {
      const list = counts
        ? ` (${counts.questions} questions, ${counts.comments} comments, ${counts.tutorials} tutorials, ${counts.tools} tools)`
        : '';
      return [
        `${name} is suspended: signed out everywhere and unable to sign in.`,
        `Everything they posted is hidden${list}: questions and comments go to spam, tutorials and tools to the trash.`,
        'Enabling the account later does not bring the content back by itself.',
      ];
    }
    case 'sign_out_everywhere':
      return [
        `Every browser and app where ${name} is signed in is signed out at once; they can sign in again with their password or connected accounts.`,
        'Their custom tokens keep working: an administrator can revoke those in Custom tokens if they may be misused.',
      ];
  }
}
