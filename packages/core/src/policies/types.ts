import type { ContentType } from '../content/types.js';
import type { Permissions } from '../permissions/permissions.js';

/** A signed-in member as the rules see them, or `null` for an anonymous visitor. */
export type Actor = { id: number; slug: string; permissions: Permissions } | null;

/** What an actor wants to do. `moderate` changes someone else's status; `manage` is full control. */
export const POLICY_ACTIONS = ['read', 'create', 'update', 'delete', 'moderate', 'manage'] as const;
/** A policy action. */
export type Action = (typeof POLICY_ACTIONS)[number];

/** Resource types the rules know besides the content types. */
export const RESOURCE_TYPES = [
  'notification',
  'subscription',
  'user_report',
  'spam_list',
  'custom_token',
  'distribution',
  'versioned_tutorial_group',
  'user_group',
  'regeneration',
  'header_image',
  'completed_tutorial',
] as const;

/** Anything a rule can be asked about. */
export type SubjectType = ContentType | (typeof RESOURCE_TYPES)[number];

/**
 * The object of a rule. Leave `ownerId` / `status` out to ask about the type in general
 * ("may this actor create questions / list tags at all?").
 */
export type Subject = {
  type: SubjectType;
  /** Author or owner id; for a `user` subject, the user's own id. `null`: nobody owns it. */
  ownerId?: number | null;
  status?: string | null;
};

/** What an actor may do with one object, for presenters and buttons. */
export type Abilities = { read: boolean; update: boolean; delete: boolean; moderate: boolean };
