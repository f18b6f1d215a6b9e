// The human meaning of each permission flag, for admin screens and refusals. A module of its own so that the
// client code which only reads flags (the session, the gates of every page) does not carry the sentences.
import type { PermissionFlag } from './flags.js';

/** Human meaning of each flag (community-app §6), for admin screens. */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<PermissionFlag, string>> = {
  CREATE_TUTORIALS: 'Create tutorials',
  VIEW_TUTORIALS: 'See all tutorials regardless of state',
  MANAGE_TUTORIALS: 'Manage tutorials',
  CREATE_QUESTIONS: 'Create questions',
  MANAGE_QUESTIONS: 'Manage questions',
  CREATE_COMMENTS: 'Create comments and answers',
  MANAGE_COMMENTS: 'Manage comments and answers',
  CREATE_TOOLS: 'Create tools',
  MANAGE_TOOLS: 'Manage tools',
  CREATE_REPORTS: 'Create reports',
  MANAGE_REPORTS: 'Manage reports',
  MANAGE_TAGS: 'Manage tags',
  MANAGE_USERS: 'View, edit, disable and archive users',
  MANAGE_USER_GROUPS: 'Manage own user groups',
  ADMINISTRATOR: 'Implies all permissions',
  MANAGE_REGENERATION: 'Manually regenerate any page',
  MANAGE_STATIC_PAGES: 'Manage static pages',
  MANAGE_MARKETING: 'Manage providers and forms',
  INGEST_CONTENT: 'Automated accounts only; may set otherwise restricted properties',
  MANAGE_CUSTOM_TOKENS: 'Manage custom tokens',
  MANAGE_HEADER_IMAGES: 'Manage header images',
  MANAGE_GLOBAL_CONTENT: 'Manage global content',
  MANAGE_POSTS: 'Manage posts',
  MANAGE_PARTNERS: 'Manage partners',
  MANAGE_FEATURE_FLAGS: 'Manage feature flags',
};
