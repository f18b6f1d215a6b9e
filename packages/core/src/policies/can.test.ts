import { describe, expect, it } from 'vitest';
import { STATUSES } from '../content/statuses.js';
import { PERMISSION_FLAG_NAMES, type PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { DEFAULT_MEMBER_PERMISSIONS } from '../permissions/presets.js';
import {
  abilitiesFor,
  can,
  canResolveReportTo,
  canSetRestrictedProperties,
  ownVisibleStatuses,
  visibleStatuses,
} from './can.js';
import { RESOURCE_RULES } from './rules.js';
import { POLICY_ACTIONS, type Action, type Actor, type Subject, type SubjectType } from './types.js';

const ME = 7;
const OTHER = 8;
function actor(flags: PermissionFlag[] | Permissions): Actor {
  return { id: ME, slug: 'me', permissions: Permissions.from(flags) };
}
const roles = {
  anonymous: null,
  member: actor(DEFAULT_MEMBER_PERMISSIONS),
  bare: actor([]),
  writer: actor(['CREATE_TUTORIALS']),
  viewer: actor(['VIEW_TUTORIALS']),
  toolsmith: actor(['CREATE_TOOLS']),
  questionMod: actor(['MANAGE_QUESTIONS']),
  commentMod: actor(['MANAGE_COMMENTS']),
  reportMod: actor(['MANAGE_REPORTS']),
  tutorialMgr: actor(['MANAGE_TUTORIALS']),
  userMgr: actor(['MANAGE_USERS']),
  groupMgr: actor(['MANAGE_USER_GROUPS']),
  admin: actor(['ADMINISTRATOR']),
} satisfies Record<string, Actor>;
type Role = keyof typeof roles;

const SUBJECT_TYPES = Object.keys(RESOURCE_RULES) as SubjectType[];

// [role, action, subject, expected]
const table: [Role, Action, Subject, boolean][] = [
  // anonymous reads only publicly visible statuses
  ['anonymous', 'read', { type: 'tutorial', status: 'published' }, true],
  ['anonymous', 'read', { type: 'tutorial', status: 'deprecated' }, true],
  ['anonymous', 'read', { type: 'tutorial', status: 'unlisted' }, true],
  ['anonymous', 'read', { type: 'tutorial', status: 'draft' }, false],
  ['anonymous', 'read', { type: 'question', status: 'unlisted' }, true],
  ['anonymous', 'read', { type: 'question', status: 'under_review' }, false],
  ['anonymous', 'read', { type: 'comment', status: 'spam' }, false],
  ['anonymous', 'read', { type: 'static_page', status: 'unlisted' }, true],
  ['anonymous', 'read', { type: 'post', status: 'unlisted' }, false],
  ['anonymous', 'read', { type: 'tag', status: 'trashed' }, false],
  ['anonymous', 'read', { type: 'user', ownerId: OTHER }, true],
  ['anonymous', 'read', { type: 'notification', ownerId: OTHER }, false],
  ['anonymous', 'read', { type: 'custom_token' }, false],
  ['anonymous', 'create', { type: 'question' }, false],
  ['anonymous', 'create', { type: 'upvote' }, false],
  ['anonymous', 'update', { type: 'question', ownerId: OTHER, status: 'published' }, false],
  // members create questions, comments, reports; edit and delete their own
  ['member', 'create', { type: 'question' }, true],
  ['member', 'create', { type: 'comment' }, true],
  ['member', 'create', { type: 'user_report' }, true],
  ['member', 'create', { type: 'tool' }, false],
  ['member', 'create', { type: 'tutorial' }, false],
  ['member', 'create', { type: 'tag' }, false],
  ['member', 'create', { type: 'upvote' }, true],
  ['member', 'create', { type: 'subscription' }, true],
  ['member', 'create', { type: 'completed_tutorial' }, true],
  ['member', 'create', { type: 'notification' }, false],
  ['member', 'update', { type: 'question', ownerId: ME, status: 'published' }, true],
  ['member', 'delete', { type: 'question', ownerId: ME, status: 'published' }, true],
  ['member', 'update', { type: 'question', ownerId: OTHER, status: 'published' }, false],
  ['member', 'delete', { type: 'comment', ownerId: OTHER, status: 'published' }, false],
  ['member', 'moderate', { type: 'question', ownerId: ME, status: 'published' }, false],
  ['member', 'manage', { type: 'question' }, false],
  ['member', 'update', { type: 'question', ownerId: ME, status: 'spam' }, false],
  ['member', 'update', { type: 'comment', ownerId: ME, status: 'trashed' }, false],
  ['member', 'update', { type: 'question' }, false],
  // owners read their own non-public content, never others'
  ['member', 'read', { type: 'question', ownerId: ME, status: 'under_review' }, true],
  ['member', 'read', { type: 'question', ownerId: OTHER, status: 'under_review' }, false],
  ['member', 'read', { type: 'question', status: 'under_review' }, false],
  ['member', 'read', { type: 'comment', ownerId: ME, status: 'spam' }, true],
  ['member', 'read', { type: 'comment', ownerId: ME, status: 'trashed' }, false],
  ['member', 'read', { type: 'user_report', ownerId: ME }, true],
  ['member', 'read', { type: 'user_report', ownerId: OTHER }, false],
  ['member', 'update', { type: 'user_report', ownerId: ME }, false],
  ['member', 'read', { type: 'notification', ownerId: ME }, true],
  ['member', 'update', { type: 'notification', ownerId: ME }, true],
  ['member', 'read', { type: 'notification', ownerId: OTHER }, false],
  ['member', 'delete', { type: 'subscription', ownerId: ME }, true],
  ['member', 'delete', { type: 'subscription', ownerId: OTHER }, false],
  ['member', 'delete', { type: 'upvote', ownerId: ME }, true],
  ['member', 'update', { type: 'user', ownerId: ME }, true],
  ['member', 'update', { type: 'user', ownerId: OTHER }, false],
  ['member', 'delete', { type: 'user', ownerId: ME }, false],
  ['member', 'read', { type: 'spam_list' }, false],
  ['member', 'read', { type: 'user_group' }, false],
  // a member whose create flag was removed can no longer edit, but can still delete their own
  ['bare', 'update', { type: 'comment', ownerId: ME, status: 'published' }, false],
  ['bare', 'delete', { type: 'comment', ownerId: ME, status: 'published' }, true],
  ['bare', 'create', { type: 'comment' }, false],
  ['toolsmith', 'create', { type: 'tool' }, true],
  ['toolsmith', 'update', { type: 'tool', ownerId: ME, status: 'draft' }, true],
  ['toolsmith', 'read', { type: 'tool', ownerId: ME, status: 'draft' }, true],
  ['toolsmith', 'read', { type: 'tool', ownerId: OTHER, status: 'draft' }, false],
  // CREATE_TUTORIALS creates tutorials; VIEW_TUTORIALS reads them in every state
  ['writer', 'create', { type: 'tutorial' }, true],
  ['writer', 'update', { type: 'tutorial', ownerId: ME, status: 'draft' }, true],
  ['writer', 'update', { type: 'tutorial', ownerId: OTHER, status: 'draft' }, false],
  ['writer', 'read', { type: 'tutorial', ownerId: OTHER, status: 'draft' }, false],
  ['writer', 'create', { type: 'tutorial_series' }, false],
  ['viewer', 'read', { type: 'tutorial', ownerId: OTHER, status: 'draft' }, true],
  ['viewer', 'read', { type: 'tutorial', ownerId: OTHER, status: 'trashed' }, true],
  ['viewer', 'update', { type: 'tutorial', ownerId: OTHER, status: 'draft' }, false],
  ['viewer', 'create', { type: 'tutorial' }, false],
  ['viewer', 'read', { type: 'question', status: 'under_review' }, false],
  // MANAGE_* flags manage their resource and nothing else
  ['questionMod', 'moderate', { type: 'question', ownerId: OTHER, status: 'under_review' }, true],
  ['questionMod', 'read', { type: 'question', ownerId: OTHER, status: 'spam' }, true],
  ['questionMod', 'delete', { type: 'question', ownerId: OTHER, status: 'published' }, true],
  ['questionMod', 'moderate', { type: 'comment', ownerId: OTHER, status: 'published' }, false],
  ['questionMod', 'manage', { type: 'spam_list' }, true],
  ['commentMod', 'moderate', { type: 'comment', ownerId: OTHER, status: 'under_review' }, true],
  ['commentMod', 'manage', { type: 'spam_list' }, true],
  ['commentMod', 'moderate', { type: 'question', ownerId: OTHER, status: 'published' }, false],
  ['reportMod', 'read', { type: 'user_report', ownerId: OTHER }, true],
  ['reportMod', 'update', { type: 'user_report', ownerId: OTHER }, true],
  ['tutorialMgr', 'update', { type: 'tutorial', ownerId: OTHER, status: 'draft' }, true],
  ['tutorialMgr', 'create', { type: 'tutorial_series' }, true],
  ['tutorialMgr', 'manage', { type: 'distribution' }, true],
  ['tutorialMgr', 'manage', { type: 'versioned_tutorial_group' }, true],
  ['tutorialMgr', 'manage', { type: 'tag' }, false],
  ['userMgr', 'update', { type: 'user', ownerId: OTHER }, true],
  ['userMgr', 'delete', { type: 'user', ownerId: OTHER }, true],
  ['userMgr', 'moderate', { type: 'user', ownerId: OTHER }, true],
  ['userMgr', 'read', { type: 'notification', ownerId: OTHER }, false],
  // "Manage own user groups"
  ['groupMgr', 'create', { type: 'user_group' }, true],
  ['groupMgr', 'update', { type: 'user_group', ownerId: ME }, true],
  ['groupMgr', 'update', { type: 'user_group', ownerId: OTHER }, false],
  ['groupMgr', 'read', { type: 'user_group' }, true],
  ['admin', 'update', { type: 'user_group', ownerId: OTHER }, true],
  ['admin', 'read', { type: 'notification', ownerId: OTHER }, true],
];

describe('can', () => {
  it.each(table)('%s may %s %o → %s', (role, action, subject, expected) => {
    expect(can(roles[role], action, subject)).toBe(expected);
  });

  it('"ADMINISTRATOR implies all permissions": every action on every type', () => {
    for (const type of SUBJECT_TYPES)
      for (const action of POLICY_ACTIONS)
        for (const status of [undefined, 'draft', 'trashed'])
          expect(can(roles.admin, action, { type, ownerId: OTHER, status })).toBe(true);
  });

  it('anonymous visitors never do anything but read', () => {
    for (const type of SUBJECT_TYPES)
      for (const action of POLICY_ACTIONS.filter((a) => a !== 'read'))
        expect(can(null, action, { type, ownerId: OTHER, status: 'published' })).toBe(false);
  });

  it('each MANAGE_* flag of a type manages it; no other single flag but ADMINISTRATOR does', () => {
    for (const type of SUBJECT_TYPES) {
      const rule = RESOURCE_RULES[type];
      for (const flag of PERMISSION_FLAG_NAMES) {
        const expected = flag === 'ADMINISTRATOR' || rule.managers.includes(flag);
        expect([type, flag, can(actor([flag]), 'manage', { type })]).toEqual([type, flag, expected]);
      }
    }
  });

  it('unknown subject types are refused to everyone but administrators', () => {
    const subject = { type: 'mystery' } as unknown as Subject;
    expect(can(roles.member, 'read', subject)).toBe(false);
    expect(can(roles.admin, 'read', subject)).toBe(true);
  });
});

describe('abilitiesFor', () => {
  it('tells a presenter what the actor may do with one object', () => {
    const own = { type: 'question', ownerId: ME, status: 'published' } as const;
    expect(abilitiesFor(roles.member, own)).toEqual({
      read: true,
      update: true,
      delete: true,
      moderate: false,
    });
    expect(abilitiesFor(roles.questionMod, own)).toEqual({
      read: true,
      update: true,
      delete: true,
      moderate: true,
    });
    expect(abilitiesFor(null, own)).toEqual({ read: true, update: false, delete: false, moderate: false });
  });
});

describe('visibleStatuses', () => {
  it('"Publicly visible statuses" for visitors and members', () => {
    expect(visibleStatuses(null, 'tutorial')).toEqual(['published', 'deprecated', 'unlisted']);
    expect(visibleStatuses(roles.member, 'question')).toEqual(['published', 'unlisted']);
    expect(visibleStatuses(null, 'question', { listing: true })).toEqual(['published']);
    expect(visibleStatuses(null, 'user')).toEqual([]);
  });

  it('every status for VIEW_TUTORIALS, managers and administrators', () => {
    expect(visibleStatuses(roles.viewer, 'tutorial')).toEqual(STATUSES.tutorial);
    expect(visibleStatuses(roles.viewer, 'question')).toEqual(['published', 'unlisted']);
    expect(visibleStatuses(roles.questionMod, 'question', { listing: true })).toEqual(STATUSES.question);
    expect(visibleStatuses(roles.admin, 'tag')).toEqual(STATUSES.tag);
  });

  it('own rows in every status but trashed', () => {
    expect(ownVisibleStatuses(roles.member, 'question')).toEqual([
      'under_review',
      'spam',
      'published',
      'unlisted',
    ]);
    expect(ownVisibleStatuses(null, 'question')).toEqual([]);
    expect(ownVisibleStatuses(roles.member, 'tag')).toEqual([]);
  });
});

describe('canSetRestrictedProperties', () => {
  it('"Ingest Content: Automated accounts only; may set otherwise restricted properties"', () => {
    expect(canSetRestrictedProperties(actor(['INGEST_CONTENT']))).toBe(true);
    expect(canSetRestrictedProperties(roles.member)).toBe(false);
    expect(canSetRestrictedProperties(null)).toBe(false);
  });
});

describe('canResolveReportTo', () => {
  it('"MANAGE_REPORTS: Create and manage reports" hides a reported object but publishes nothing', () => {
    expect(canResolveReportTo(roles.reportMod, 'tutorial', 'trashed')).toBe(true);
    expect(canResolveReportTo(roles.reportMod, 'question', 'spam')).toBe(true);
    expect(canResolveReportTo(roles.reportMod, 'tutorial', 'published')).toBe(false);
    expect(canResolveReportTo(roles.reportMod, 'question', 'unlisted')).toBe(false);
  });
  it('the moderator of the type moves it anywhere; without MANAGE_REPORTS nobody resolves', () => {
    const both = actor(['MANAGE_REPORTS', 'MANAGE_TUTORIALS']);
    expect(canResolveReportTo(both, 'tutorial', 'published')).toBe(true);
    expect(canResolveReportTo(both, 'question', 'published')).toBe(false);
    expect(canResolveReportTo(roles.tutorialMgr, 'tutorial', 'trashed')).toBe(false);
    expect(canResolveReportTo(roles.admin, 'comment', 'published')).toBe(true);
  });
});
