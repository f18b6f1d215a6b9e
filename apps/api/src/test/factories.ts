// Factories for integration tests: rows inserted straight into the test database.
import {
  DEFAULT_MEMBER_PERMISSIONS,
  Permissions,
  slugify,
  type Language,
  type PermissionsResolvable,
  type StatusOf,
  type TutorialSubtype,
} from '@reef/core';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/lib/passwords.js';
import { questions, tags, users, type UserState } from '../db/schema/index.js';
import { createComment } from '../resources/comments/index.js';
import { createQuestion } from '../resources/questions/index.js';
import { issueToken, loadSessionUser, toActor } from '../platform/services/sessions.js';
import { createTutorial } from '../resources/tutorials/index.js';

type TutorialState = StatusOf<'tutorial'>;
type QuestionState = StatusOf<'question'>;
import type { TestApp } from './app.js';

let sequence = 0;
/** A number unique within the test run, for slugs and names. */
export function nextId(): number {
  sequence += 1;
  return sequence;
}

export const DEFAULT_PASSWORD = 'correct horse battery staple';
const hashes = new Map<string, Promise<string>>();
function cachedHash(t: TestApp, password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password, { memoryCost: t.env.ARGON2_MEMORY_KIB, timeCost: t.env.ARGON2_TIME_COST });
    hashes.set(password, h);
  }
  return h;
}

export type UserRow = typeof users.$inferSelect;

export type BuildUserOptions = {
  username?: string;
  email?: string;
  password?: string;
  permissions?: PermissionsResolvable;
  state?: UserState;
  firstName?: string;
  /** Whether the address is confirmed (default true: most tests are about confirmed members). */
  emailConfirmed?: boolean;
};

/** Inserts a member (default member permissions unless given). */
export async function buildUser(t: TestApp, options: BuildUserOptions = {}): Promise<UserRow> {
  const n = nextId();
  const username = options.username ?? `member${n}_${process.pid}`;
  const [row] = await t.db
    .insert(users)
    .values({
      username,
      slug: username.toLowerCase(),
      email: options.email ?? `${username.toLowerCase()}@example.test`,
      passwordHash: await cachedHash(t, options.password ?? DEFAULT_PASSWORD),
      firstName: options.firstName ?? `First${n}`,
      permissions: BigInt(Permissions.from(options.permissions ?? DEFAULT_MEMBER_PERMISSIONS).bits),
      state: options.state ?? 'active',
      emailConfirmedAt: options.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  return row!;
}

/** A member holding exactly the given flags (plus the default member flags). */
export function buildUserWith(t: TestApp, ...flags: PermissionsResolvable[]): Promise<UserRow> {
  return buildUser(t, { permissions: DEFAULT_MEMBER_PERMISSIONS.add(...flags) });
}

/** Signs a member in: the headers of an authenticated request. */
export async function signIn(t: TestApp, user: Pick<UserRow, 'id'>): Promise<{ authorization: string }> {
  const session = await loadSessionUser(t.db, user.id);
  if (!session) throw new Error(`signIn: no user ${user.id}`);
  const { jwt } = await issueToken(t.app.ctx.tokens, session);
  return { authorization: `Bearer ${jwt}` };
}

/** The rules' actor for a user row. */
export async function actorFor(t: TestApp, user: Pick<UserRow, 'id'>) {
  const session = await loadSessionUser(t.db, user.id);
  return toActor(session)!;
}

/** Inserts a published tag. */
export async function buildTag(
  t: TestApp,
  options: { name?: string; type?: 'tag' | 'team' | 'origin'; state?: 'published' | 'trashed' } = {},
) {
  const n = nextId();
  const name = options.name ?? `Tag ${n}`;
  const [row] = await t.db
    .insert(tags)
    .values({ name, slug: slugify(name), type: options.type ?? 'tag', state: options.state ?? 'published' })
    .returning();
  return row!;
}

/** Creates a tutorial through the service (rendered, versioned, indexed), by default published. */
export async function buildTutorial(
  t: TestApp,
  options: {
    author?: UserRow;
    title?: string;
    body?: string;
    state?: TutorialState;
    subType?: TutorialSubtype;
    tags?: string[];
    language?: Language;
  } = {},
) {
  const author =
    options.author ?? (await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] }));
  const editor = await actorFor(t, author);
  // State is an editorial decision: create as an editor when the author cannot publish.
  const asEditor = editor.permissions.has('MANAGE_TUTORIALS')
    ? editor
    : { ...editor, permissions: editor.permissions.add('MANAGE_TUTORIALS') };
  return createTutorial(t.db, asEditor, {
    title: options.title ?? `How to run service ${nextId()} on Ubuntu`,
    description: 'A short description.',
    body:
      options.body ?? '## Prerequisites\n\nA server.\n\n## Step 1\n\nInstall it with `apt install nginx`.',
    sub_type: options.subType ?? 'tutorial',
    language: options.language ?? 'en',
    tags: options.tags ?? [],
    state: options.state ?? 'published',
  });
}

/** Asks a question through the service (spam-checked, rendered, indexed). */
export async function buildQuestion(
  t: TestApp,
  options: { author?: UserRow; title?: string; body?: string; tags?: string[]; state?: QuestionState } = {},
) {
  const author = options.author ?? (await buildUser(t));
  const row = await createQuestion(t.db, await actorFor(t, author), {
    title: options.title ?? `Why does my droplet ${nextId()} refuse SSH connections?`,
    body: options.body ?? 'I created a server and ssh says connection refused. What should I check first?',
    tags: options.tags ?? [],
    language: 'en',
  });
  if (options.state && options.state !== row.state) {
    const [saved] = await t.db
      .update(questions)
      .set({ state: options.state })
      .where(eq(questions.id, row.id))
      .returning();
    return saved!;
  }
  return row;
}

/** Posts a comment or answer through the service (notifications included). */
export async function buildComment(
  t: TestApp,
  parent: { type: 'question' | 'tutorial' | 'tool' | 'comment'; id: number },
  options: { author?: UserRow; body?: string; type?: 'comment' | 'answer' } = {},
) {
  const author = options.author ?? (await buildUser(t));
  return createComment(t.db, await actorFor(t, author), {
    body: options.body ?? 'Check that sshd is running and the firewall allows port 22.',
    type: options.type ?? 'comment',
    parent_type: parent.type,
    parent_id: parent.id,
  });
}
