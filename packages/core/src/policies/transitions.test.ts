import { describe, expect, it } from 'vitest';
import { STATUSES } from '../content/statuses.js';
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import { DEFAULT_MEMBER_PERMISSIONS } from '../permissions/presets.js';
import {
  canMoveStatus,
  isTransitionType,
  STATUS_TRANSITIONS,
  statusTargets,
  TRANSITION_TYPES,
  type TransitionType,
} from './transitions.js';
import type { Actor } from './types.js';

const ME = 7;
const OTHER = 8;
const MODERATOR_FLAG: Record<TransitionType, PermissionFlag> = {
  comment: 'MANAGE_COMMENTS',
  question: 'MANAGE_QUESTIONS',
  tutorial: 'MANAGE_TUTORIALS',
};
const OTHER_MODERATOR_FLAG: Record<TransitionType, PermissionFlag> = {
  comment: 'MANAGE_QUESTIONS',
  question: 'MANAGE_COMMENTS',
  tutorial: 'MANAGE_QUESTIONS',
};

function actor(flags: PermissionFlag[] | Permissions): Actor {
  return { id: ME, slug: 'me', permissions: Permissions.from(flags) };
}

/** Every kind of actor the table can meet, and who owns the object in that case. */
type Kind = { actor: (type: TransitionType) => Actor; ownerId: number | null };
const KINDS: Record<string, Kind> = {
  anonymous: { actor: () => null, ownerId: OTHER },
  'member, not the author': { actor: () => actor(DEFAULT_MEMBER_PERMISSIONS), ownerId: OTHER },
  'member, object without an author': { actor: () => actor(DEFAULT_MEMBER_PERMISSIONS), ownerId: null },
  author: { actor: () => actor(DEFAULT_MEMBER_PERMISSIONS), ownerId: ME },
  'author without the create flag': { actor: () => actor([]), ownerId: ME },
  'author who writes tutorials': {
    actor: () => actor([...DEFAULT_MEMBER_PERMISSIONS.toArray(), 'CREATE_TUTORIALS']),
    ownerId: ME,
  },
  "moderator of another type (the author's)": {
    actor: (type) => actor([OTHER_MODERATOR_FLAG[type]]),
    ownerId: ME,
  },
  "moderator of another type (someone else's)": {
    actor: (type) => actor([OTHER_MODERATOR_FLAG[type]]),
    ownerId: OTHER,
  },
  'moderator of the type': { actor: (type) => actor([MODERATOR_FLAG[type]]), ownerId: OTHER },
  'moderator of the type, also the author': { actor: (type) => actor([MODERATOR_FLAG[type]]), ownerId: ME },
  administrator: { actor: () => actor(['ADMINISTRATOR']), ownerId: OTHER },
};

/** The rule in words: moderators move anything; authors trash their own live comment or question. */
function expected(kind: string, type: TransitionType, from: string, to: string): boolean {
  if (from === to) return true;
  if (kind.startsWith('moderator of the type') || kind === 'administrator') return true;
  const isAuthor = KINDS[kind]!.ownerId === ME && kind !== 'anonymous';
  if (!isAuthor || type === 'tutorial') return false;
  return to === 'trashed' && from !== 'trashed' && from !== 'spam';
}

describe('status transitions (issue #10: who may move which content from which state to which)', () => {
  for (const type of TRANSITION_TYPES) {
    const statuses: readonly string[] = STATUSES[type];
    for (const [kind, { actor: actorFor, ownerId }] of Object.entries(KINDS)) {
      it(`${type}: ${kind}, every status × every target`, () => {
        const who = actorFor(type);
        const seen: string[] = [];
        const wanted: string[] = [];
        for (const from of statuses) {
          for (const to of statuses) {
            const subject = { type, ownerId, status: from };
            if (canMoveStatus(who, subject, to)) seen.push(`${from}→${to}`);
            if (expected(kind, type, from, to)) wanted.push(`${from}→${to}`);
          }
        }
        expect(seen).toEqual(wanted);
      });
    }
  }

  it('an author trashes their own published comment or question but cannot publish a held one', () => {
    const author = actor(DEFAULT_MEMBER_PERMISSIONS);
    expect(canMoveStatus(author, { type: 'comment', ownerId: ME, status: 'published' }, 'trashed')).toBe(
      true,
    );
    expect(canMoveStatus(author, { type: 'question', ownerId: ME, status: 'published' }, 'trashed')).toBe(
      true,
    );
    expect(
      canMoveStatus(author, { type: 'question', ownerId: ME, status: 'under_review' }, 'published'),
    ).toBe(false);
    expect(canMoveStatus(author, { type: 'comment', ownerId: ME, status: 'spam' }, 'trashed')).toBe(false);
  });

  it('only editors (MANAGE_TUTORIALS) publish a tutorial, even their own draft', () => {
    const writer = actor([...DEFAULT_MEMBER_PERMISSIONS.toArray(), 'CREATE_TUTORIALS']);
    const draft = { type: 'tutorial' as const, ownerId: ME, status: 'draft' };
    expect(canMoveStatus(writer, draft, 'published')).toBe(false);
    expect(canMoveStatus(writer, draft, 'draft')).toBe(true);
    expect(canMoveStatus(actor(['MANAGE_TUTORIALS']), draft, 'published')).toBe(true);
  });

  it('a status the type does not have is never a target, even for an administrator', () => {
    const admin = actor(['ADMINISTRATOR']);
    expect(canMoveStatus(admin, { type: 'comment', ownerId: OTHER, status: 'published' }, 'unlisted')).toBe(
      false,
    );
    expect(canMoveStatus(admin, { type: 'tutorial', ownerId: OTHER, status: 'draft' }, 'spam')).toBe(false);
  });

  it('statusTargets lists the moves a button may offer, in status order, without the current one', () => {
    const author = actor(DEFAULT_MEMBER_PERMISSIONS);
    expect(statusTargets(author, { type: 'comment', ownerId: ME, status: 'published' })).toEqual(['trashed']);
    expect(statusTargets(author, { type: 'comment', ownerId: OTHER, status: 'published' })).toEqual([]);
    expect(statusTargets(null, { type: 'question', ownerId: OTHER, status: 'published' })).toEqual([]);
    expect(
      statusTargets(actor(['MANAGE_QUESTIONS']), {
        type: 'question',
        ownerId: OTHER,
        status: 'under_review',
      }),
    ).toEqual(['spam', 'published', 'trashed', 'unlisted']);
  });

  it('every rule names statuses its type has', () => {
    for (const type of TRANSITION_TYPES) {
      const statuses: readonly string[] = STATUSES[type];
      for (const rule of STATUS_TRANSITIONS[type] as readonly { from: unknown; to: unknown }[]) {
        for (const list of [rule.from, rule.to])
          if (list !== 'any') for (const status of list as string[]) expect(statuses).toContain(status);
      }
    }
    expect(isTransitionType('question')).toBe(true);
    expect(isTransitionType('tool')).toBe(false);
  });
});
