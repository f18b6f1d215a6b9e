import type { PermissionFlag } from '../permissions/flags.js';
import type { Action, SubjectType } from './types.js';

/** How one resource type is governed. */
export type ResourceRule = {
  /** Flags that give full control (any of them; ADMINISTRATOR always does). */
  readonly managers: readonly PermissionFlag[];
  /** Managers act only on objects they own (community-app §6: "Manage own user groups"). */
  readonly managersOwnOnly?: boolean;
  /** Who creates besides managers: holders of any listed flag, or every signed-in member. */
  readonly creators: readonly PermissionFlag[] | 'member' | 'managers';
  /** Who reads: anyone (publicly visible statuses), the owner only, or managers only. */
  readonly read: 'public' | 'owner' | 'managers';
  /** Flags that read the type in every status without managing it. */
  readonly readersOfAllStatuses?: readonly PermissionFlag[];
  /** What the owner may do with their own object. */
  readonly ownerActions: readonly Action[];
};

const OWNED_CONTENT: readonly Action[] = ['read', 'update', 'delete'];

// spec: community-app §6 (flag meanings) and §2 (admin sidebar). Ownership rules are Reef's:
// the spec does not show server-side enforcement.
/** The rule of every subject type. */
export const RESOURCE_RULES: { readonly [T in SubjectType]: ResourceRule } = {
  tutorial: {
    managers: ['MANAGE_TUTORIALS'],
    creators: ['CREATE_TUTORIALS'],
    read: 'public',
    readersOfAllStatuses: ['VIEW_TUTORIALS'],
    ownerActions: OWNED_CONTENT,
  },
  tutorial_series: { managers: ['MANAGE_TUTORIALS'], creators: 'managers', read: 'public', ownerActions: [] },
  tutorial_collection: {
    managers: ['MANAGE_TUTORIALS'],
    creators: 'managers',
    read: 'public',
    ownerActions: [],
  },
  distribution: { managers: ['MANAGE_TUTORIALS'], creators: 'managers', read: 'public', ownerActions: [] },
  versioned_tutorial_group: {
    managers: ['MANAGE_TUTORIALS'],
    creators: 'managers',
    read: 'public',
    ownerActions: [],
  },
  question: {
    managers: ['MANAGE_QUESTIONS'],
    creators: ['CREATE_QUESTIONS'],
    read: 'public',
    ownerActions: OWNED_CONTENT,
  },
  // MANAGE_COMMENTS covers answers: an answer is a comment of type `answer`.
  comment: {
    managers: ['MANAGE_COMMENTS'],
    creators: ['CREATE_COMMENTS'],
    read: 'public',
    ownerActions: OWNED_CONTENT,
  },
  tool: {
    managers: ['MANAGE_TOOLS'],
    creators: ['CREATE_TOOLS'],
    read: 'public',
    ownerActions: OWNED_CONTENT,
  },
  user_report: {
    managers: ['MANAGE_REPORTS'],
    creators: ['CREATE_REPORTS'],
    read: 'owner',
    ownerActions: ['read'],
  },
  tag: { managers: ['MANAGE_TAGS'], creators: 'managers', read: 'public', ownerActions: [] },
  static_page: { managers: ['MANAGE_STATIC_PAGES'], creators: 'managers', read: 'public', ownerActions: [] },
  marketing_form: { managers: ['MANAGE_MARKETING'], creators: 'managers', read: 'public', ownerActions: [] },
  post: { managers: ['MANAGE_POSTS'], creators: 'managers', read: 'public', ownerActions: [] },
  partner: { managers: ['MANAGE_PARTNERS'], creators: 'managers', read: 'public', ownerActions: [] },
  global_content: {
    managers: ['MANAGE_GLOBAL_CONTENT'],
    creators: 'managers',
    read: 'public',
    ownerActions: [],
  },
  feature_flag: {
    managers: ['MANAGE_FEATURE_FLAGS'],
    creators: 'managers',
    read: 'public',
    ownerActions: [],
  },
  header_image: {
    managers: ['MANAGE_HEADER_IMAGES'],
    creators: 'managers',
    read: 'public',
    ownerActions: [],
  },
  // Profiles are public; a member edits their own profile; disabling and archiving is MANAGE_USERS.
  user: {
    managers: ['MANAGE_USERS'],
    creators: 'managers',
    read: 'public',
    ownerActions: ['read', 'update'],
  },
  user_group: {
    managers: ['MANAGE_USER_GROUPS'],
    managersOwnOnly: true,
    creators: 'managers',
    read: 'managers',
    ownerActions: [],
  },
  upvote: { managers: [], creators: 'member', read: 'public', ownerActions: ['read', 'delete'] },
  subscription: {
    managers: [],
    creators: 'member',
    read: 'owner',
    ownerActions: ['read', 'update', 'delete'],
  },
  completed_tutorial: { managers: [], creators: 'member', read: 'owner', ownerActions: ['read', 'delete'] },
  // Notifications are created by the system, never through a request.
  notification: {
    managers: [],
    creators: 'managers',
    read: 'owner',
    ownerActions: ['read', 'update', 'delete'],
  },
  // Spam IPs, spam phrases and permitted domains: the sidebar's "Spam" entry (community-app §2).
  spam_list: {
    managers: ['MANAGE_QUESTIONS', 'MANAGE_COMMENTS'],
    creators: 'managers',
    read: 'managers',
    ownerActions: [],
  },
  custom_token: {
    managers: ['MANAGE_CUSTOM_TOKENS'],
    creators: 'managers',
    read: 'managers',
    ownerActions: [],
  },
  regeneration: {
    managers: ['MANAGE_REGENERATION'],
    creators: 'managers',
    read: 'managers',
    ownerActions: [],
  },
};

/** Owners stop seeing their own content once trashed. */
export const OWNER_HIDDEN_STATUSES: readonly string[] = ['trashed'];
/** Owners cannot edit or delete their own content once moderated into these statuses. */
export const OWNER_FROZEN_STATUSES: readonly string[] = ['trashed', 'spam'];
