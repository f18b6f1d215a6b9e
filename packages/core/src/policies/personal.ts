// A member's personal data (their notifications, subscriptions, completed tutorials) is reached only by
// that member: the rules table lets the owner read and change it, and no flag, ADMINISTRATOR
// included, opens another member's (an administrator may manage the type, never read it for someone).
import { can } from './can.js';
import type { Actor } from './types.js';

/** Types that hold one member's personal data. */
export type PersonalType = 'notification' | 'subscription' | 'completed_tutorial';

/** Whether `actor` may reach the personal data of type `type` belonging to member `ownerId`. */
export function canReachPersonalData(actor: Actor, type: PersonalType, ownerId: number): boolean {
  return actor !== null && actor.id === ownerId && can(actor, 'read', { type, ownerId });
}
