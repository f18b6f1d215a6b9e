// `npm run db:seed` and SEED_IF_EMPTY: demo content that makes a fresh site look alive. Idempotent:
// every item is looked up by its slug first, so running it twice changes nothing.
import { DEFAULT_MEMBER_PERMISSIONS, slugify, type PermissionFlag } from '@reef/core';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/lib/passwords.js';
import type { Env } from '../../env.js';
import { createComment } from '../../resources/comments/index.js';
import { createQuestion, updateQuestion } from '../../resources/questions/index.js';
import { render } from '../../platform/services/render.js';
import { refreshToolVector } from '../../platform/services/search-vectors.js';
import { loadSessionUser, toActor } from '../../platform/services/sessions.js';
import { createSeries } from '../../resources/tutorial-series/index.js';
import { createTutorial } from '../../resources/tutorials/index.js';
import { addUpvote } from '../../resources/upvotes/index.js';
import type { Database } from '../../db/client.js';
import { seedCms } from './cms.js';
import { reindexSearch } from '../search-index.js';
import {
  globalContents,
  questions,
  tags,
  tools,
  toolTags,
  tutorialCollectionItems,
  tutorialCollections,
  tutorials,
  tutorialSeries,
  users,
} from '../../db/schema/index.js';
import { DEMO_QUESTIONS, DEMO_TAGS, DEMO_TOOLS, DEMO_TUTORIALS, tutorialBody } from './content.js';
import { DEMO_LANGUAGE_MEMBERS, seedDemoLanguages } from './demo-languages.js';
import { seedStaleTranslation } from './demo-stale-translation.js';

/** Demo accounts; their passwords are published (API README), so production seeds them only with SEED_DEMO. */
export const DEMO_USERS: {
  username: string;
  firstName: string;
  password: string;
  flags: PermissionFlag[];
}[] = [
  { username: 'admin', firstName: 'Ada', password: 'reef-admin-password', flags: ['ADMINISTRATOR'] },
  {
    username: 'moderator',
    firstName: 'Morgan',
    password: 'reef-demo-password',
    flags: ['MANAGE_QUESTIONS', 'MANAGE_COMMENTS', 'MANAGE_REPORTS', 'MANAGE_TAGS', 'VIEW_TUTORIALS'],
  },
  {
    username: 'editor',
    firstName: 'Eddie',
    password: 'reef-demo-password',
    flags: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'],
  },
  { username: 'sammy', firstName: 'Sammy', password: 'reef-demo-password', flags: [] },
  { username: 'priya', firstName: 'Priya', password: 'reef-demo-password', flags: [] },
  { username: 'jordan', firstName: 'Jordan', password: 'reef-demo-password', flags: [] },
  { username: 'mei', firstName: 'Mei', password: 'reef-demo-password', flags: [] },
  { username: 'lucas', firstName: 'Lucas', password: 'reef-demo-password', flags: [] },
  ...DEMO_LANGUAGE_MEMBERS,
];

const DAY = 86_400_000;

/** Whether the database has no users yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Thrown when demo accounts would be written to a production database without SEED_DEMO=1. */
export class DemoSeedRefusedError extends Error {
  constructor() {
    super(
      'Refusing to seed demo accounts with published passwords in production (NODE_ENV=production). ' +
        'Set SEED_DEMO=1 to seed them anyway (a demo or staging site), or leave SEED_IF_EMPTY unset.',
    );
    this.name = 'DemoSeedRefusedError';
  }
}

/** Whether this environment may write the demo accounts: always outside production, in production only when asked. */
export function mayWriteDemoAccounts(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return env.NODE_ENV !== 'production' || env.SEED_DEMO;
}

/**
 * The notice a start prints while the demo administrator still has its published password, or null.
 * Checked against the stored hash, so it stops once the password is changed or the account removed.
 */
export async function demoAccountNotice(db: Database, env: Env): Promise<string | null> {
  const admin = DEMO_USERS.find((u) => u.flags.includes('ADMINISTRATOR'))!;
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.slug, admin.username))
    .limit(1);
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  if (!row || !(await verifyPassword(row.passwordHash, admin.password, cost))) return null;
  const member = DEMO_USERS.find((u) => u.flags.length === 0)!;
  return [
    'DEMO ACCOUNTS: this database has the demo accounts, whose passwords are published.',
    `  administrator: ${admin.username}@example.com / ${admin.password}`,
    `  others (moderator, editor, ${member.username}, …): <name>@example.com / ${member.password}`,
    '  Change these passwords or disable the accounts before anyone else can reach this server.',
  ].join('\n');
}

/** How much community content the database holds (every state counts: a moderated site is not an empty one). */
export async function countContent(
  db: Database,
): Promise<{ tutorials: number; questions: number; tools: number; series: number }> {
  const result = (await db.execute(
    sql`select (select count(*)::int from tutorials) as tutorials, (select count(*)::int from questions) as questions,
      (select count(*)::int from tools) as tools, (select count(*)::int from tutorial_series) as series`,
  )) as unknown as { rows: { tutorials: number; questions: number; tools: number; series: number }[] };
  return result.rows[0]!;
}

/** What `seedIfEmpty` did, with a line for the start output. */
export type SeedOutcome = { seeded: boolean; message: string };

/**
 * Seeds the demo content when the database has no content yet: no tutorials, questions, tools or series. Accounts
 * alone (members who registered against a bare API) do not make a site, so they do not stop the seed; the seed
 * reuses an existing account whose username is a demo username rather than creating another.
 */
export async function seedIfEmpty(db: Database, env: Env): Promise<SeedOutcome> {
  const before = await countContent(db);
  if (before.tutorials + before.questions + before.tools + before.series > 0) {
    return {
      seeded: false,
      message: `the database already has content (${before.tutorials} tutorials, ${before.questions} questions): demo content not seeded`,
    };
  }
  const hadAccounts = !(await isEmpty(db));
  await seedDemo(db, env);
  const after = await countContent(db);
  return {
    seeded: true,
    message: `the database had no content${hadAccounts ? ' (only accounts)' : ''}: seeded the demo content (${after.tutorials} tutorials, ${after.questions} questions, ${after.tools} tools)`,
  };
}

/** Writes the demo content (idempotent). */
export async function seedDemo(
  db: Database,
  env: Env,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  if (!mayWriteDemoAccounts(env)) throw new DemoSeedRefusedError();
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  const now = Date.now();

  const ids = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.slug, u.username));
    if (existing) {
      ids.set(u.username, existing.id);
      continue;
    }
    const [row] = await db
      .insert(users)
      .values({
        username: u.username,
        slug: u.username,
        email: `${u.username}@example.com`,
        firstName: u.firstName,
        bio: `${u.firstName} is a demo member of this community.`,
        passwordHash: await hashPassword(u.password, cost),
        permissions: BigInt(DEFAULT_MEMBER_PERMISSIONS.add(...u.flags).bits),
        hasSeenRegistrationAt: new Date(),
      })
      .returning({ id: users.id });
    ids.set(u.username, row!.id);
  }
  log(`users: ${ids.size}`);
  const actorOf = async (username: string) => toActor(await loadSessionUser(db, ids.get(username)!))!;
  const members = ['sammy', 'priya', 'jordan', 'mei', 'lucas'];

  await db
    .insert(tags)
    .values(
      DEMO_TAGS.map((name) => ({ name, slug: slugify(name), description: `Everything about ${name}.` })),
    )
    .onConflictDoNothing();
  log(`tags: ${DEMO_TAGS.length}`);

  const editor = await actorOf('editor');
  const tutorialIds: number[] = [];
  const newTutorials = new Set<number>();
  for (const [i, t] of DEMO_TUTORIALS.entries()) {
    const slug = slugify(t.title);
    const [existing] = await db.select({ id: tutorials.id }).from(tutorials).where(eq(tutorials.slug, slug));
    if (existing) {
      tutorialIds.push(existing.id);
      continue;
    }
    const row = await createTutorial(db, editor, {
      title: t.title,
      description: t.description,
      body: tutorialBody(t),
      sub_type: t.subType,
      language: 'en',
      tags: t.tags,
      state: 'published',
      slug,
    });
    const published = new Date(now - (DEMO_TUTORIALS.length - i) * 3 * DAY);
    await db
      .update(tutorials)
      .set({ publishedAt: published, createdAt: published, viewsCount: 100 + ((i * 37) % 900) })
      .where(eq(tutorials.id, row.id));
    tutorialIds.push(row.id);
    newTutorials.add(row.id);
  }
  log(`tutorials: ${tutorialIds.length}`);

  const series = [
    {
      title: 'Getting Started with Linux Servers',
      slug: 'getting-started-with-linux-servers',
      items: [6, 5, 0, 1, 23],
    },
    { title: 'Containers from Scratch', slug: 'containers-from-scratch', items: [2, 17, 12] },
  ];
  for (const s of series) {
    const [existing] = await db
      .select({ id: tutorialSeries.id })
      .from(tutorialSeries)
      .where(eq(tutorialSeries.slug, s.slug));
    if (existing) continue;
    await createSeries(db, editor, {
      title: s.title,
      slug: s.slug,
      description: `A series of ${s.items.length} tutorials. Work through them in order.`,
      state: 'published',
      language: 'en',
      tutorial_ids: s.items.map((i) => tutorialIds[i]!).filter(Boolean),
    });
  }
  const [collection] = await db
    .insert(tutorialCollections)
    .values({
      slug: 'editors-picks',
      title: "Editors' picks",
      description: 'Tutorials our editors recommend.',
      state: 'published',
    })
    .onConflictDoNothing()
    .returning({ id: tutorialCollections.id });
  if (collection) {
    await db.insert(tutorialCollectionItems).values(
      [0, 3, 4, 13].map((i, position) => ({
        collectionId: collection.id,
        tutorialId: tutorialIds[i]!,
        position,
      })),
    );
  }

  for (const tool of DEMO_TOOLS) {
    const slug = slugify(tool.name);
    const [existing] = await db.select({ id: tools.id }).from(tools).where(eq(tools.slug, slug));
    if (existing) continue;
    const body = `${tool.description}\n\n## Getting started\n\nVisit the project page and follow its instructions.`;
    const rendered = render(body, 'default');
    const [row] = await db
      .insert(tools)
      .values({
        name: tool.name,
        slug,
        type: tool.type,
        state: 'published',
        description: tool.description,
        url: tool.url,
        authorId: ids.get('editor')!,
        bodyMarkdown: body,
        bodyHtml: rendered.html,
        headings: rendered.headings,
        rendererVersion: rendered.rendererVersion,
        publishedAt: new Date(),
      })
      .returning({ id: tools.id });
    const [devops] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'devops'));
    if (devops) await db.insert(toolTags).values({ toolId: row!.id, tagId: devops.id }).onConflictDoNothing();
    await refreshToolVector(db, row!.id);
  }

  let answers = 0;
  for (const [i, q] of DEMO_QUESTIONS.entries()) {
    const slug = slugify(q.title);
    const [existing] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
    if (existing) continue;
    const askerName = members[i % members.length]!;
    const asker = await actorOf(askerName);
    const question = await createQuestion(db, asker, {
      title: q.title,
      body: q.body,
      tags: q.tags,
      language: 'en',
    });
    // Each question's thread is written for it (issue #30): its own answers, best first, and the asker's reply.
    let firstAnswerId: number | null = null;
    for (const [a, body] of q.answers.entries()) {
      const helperName = members[(i + a + 1) % members.length]!;
      const answer = await createComment(db, await actorOf(helperName), {
        type: 'answer',
        parent_type: 'question',
        parent_id: question.id,
        body,
      });
      firstAnswerId ??= answer.id;
      answers += 1;
      if (a === 0) {
        if (q.reply) {
          await createComment(db, asker, {
            type: 'comment',
            parent_type: 'comment',
            parent_id: answer.id,
            body: q.reply,
          });
        }
        await addUpvote(db, ids.get(askerName)!, 'comment', answer.id);
      }
    }
    if (q.comment) {
      await createComment(db, await actorOf(members[(i + 2) % members.length]!), {
        type: 'comment',
        parent_type: 'question',
        parent_id: question.id,
        body: q.comment,
      });
    }
    if (firstAnswerId && i % 2 === 0)
      await updateQuestion(db, asker, question, { accepted_answer_id: firstAnswerId });
    const created = new Date(now - (DEMO_QUESTIONS.length - i) * DAY);
    await db
      .update(questions)
      .set({ createdAt: created, publishedAt: created })
      .where(eq(questions.id, question.id));
    await addUpvote(db, ids.get(members[(i + 3) % members.length]!)!, 'question', question.id);
  }
  log(`questions: ${DEMO_QUESTIONS.length}, answers: ${answers}`);

  for (const [i, t] of DEMO_TUTORIALS.entries()) {
    const tutorialId = tutorialIds[i]!;
    if (!t.comment || !newTutorials.has(tutorialId)) continue;
    await createComment(db, await actorOf(members[i % members.length]!), {
      type: 'comment',
      parent_type: 'tutorial',
      parent_id: tutorialId,
      body: t.comment,
    });
    await addUpvote(db, ids.get(members[(i + 1) % members.length]!)!, 'tutorial', tutorialId);
  }

  await seedDemoLanguages(db, { actorOf, userId: (name) => ids.get(name)!, now }, log);
  await seedStaleTranslation(db, await actorOf('editor'), log);

  await db
    .insert(globalContents)
    .values({
      key: 'top_hat',
      data: [
        {
          title: 'New: a free course on running Linux servers',
          url: '/community/tutorials/the-little-book-of-linux-servers',
          newTab: false,
        },
        {
          title: 'Join the community: ask your first question',
          url: '/community/questions/new',
          newTab: false,
        },
      ],
    })
    .onConflictDoNothing();
  await seedCms(db, env, log);
  // Content the seed skipped because it was there already may predate its kind's search text (posts and pages
  // before migration 0027): a seeded site is searchable whole. Nothing to do costs one query per table.
  const reindexed = await reindexSearch(db);
  const rebuilt = Object.entries(reindexed).filter(([, n]) => n > 0);
  if (rebuilt.length > 0) log(`search text: ${rebuilt.map(([table, n]) => `${n} ${table}`).join(', ')}`);
}
