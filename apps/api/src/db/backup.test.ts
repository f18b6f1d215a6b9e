// Backups restore (docs/operations.md, "Backup and restore"): a seeded PostgreSQL database dumped with
// pg_dump and restored with pg_restore into a fresh one serves the same content and sign-ins; the
// embedded database's directory, copied while stopped, opens as the same site.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testEnv, type TestApp } from '../test/app.js';
import { DEFAULT_PASSWORD, buildComment, buildQuestion, buildUser } from '../test/factories.js';
import { openDatabase, type DatabaseHandle } from './client.js';

const run = promisify(execFile);
const adminUrl = process.env.DATABASE_URL;

async function binaryVersion(name: string): Promise<string | undefined> {
  try {
    return (await run(name, ['--version'])).stdout.trim();
  } catch {
    return undefined;
  }
}
const dumpVersion = await binaryVersion('pg_dump');
const restoreVersion = await binaryVersion('pg_restore');
const binaries = Boolean(dumpVersion && restoreVersion);
if (adminUrl && !binaries) {
  console.warn(
    '[backup test] pg_dump or pg_restore is not installed (apt-get install postgresql-client): the PostgreSQL restore test is SKIPPED.',
  );
}
if (!adminUrl) {
  console.warn(
    '[backup test] DATABASE_URL is not set: the pg_dump/pg_restore test runs in the PostgreSQL stage (TEST_DATABASE_URL); this stage tests the embedded directory copy.',
  );
}

/** Opens an app on a database handle, shaped like the test app so the factories can write to it. */
async function appOn(handle: DatabaseHandle, withPool = true): Promise<TestApp> {
  const env = testEnv({ DATABASE_URL: withPool ? (adminUrl ?? '') : '' });
  const app = await buildApp({ db: handle.db, env });
  await app.ready();
  return {
    app,
    db: handle.db,
    env,
    revalidations: [],
    startInstance: () => Promise.reject(new Error('these tests run one instance')),
    close: () => app.close(),
  };
}

/** Writes a member, a question and an answer; returns what to look for after the restore. */
async function seed(t: TestApp) {
  const member = await buildUser(t);
  const question = await buildQuestion(t, { author: member, title: 'How do I restore a PostgreSQL backup?' });
  await buildComment(
    t,
    { type: 'question', id: question.id },
    { type: 'answer', body: 'Use pg_restore into a fresh database.' },
  );
  return { email: member.email, slug: question.slug };
}

/** Reads the seeded content back through the API: the question with its answer, and a sign-in. */
async function expectContent(t: TestApp, seeded: { email: string; slug: string }) {
  const ready = await t.app.inject({ method: 'GET', url: '/ready' });
  expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
  const question = await t.app.inject({ method: 'GET', url: `/content/v1/questions/${seeded.slug}` });
  expect(question.statusCode).toBe(200);
  expect(question.json()).toMatchObject({ title: 'How do I restore a PostgreSQL backup?', answers_count: 1 });
  const login = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: seeded.email, password: DEFAULT_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
}

describe('backup and restore', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it.skipIf(!adminUrl || !binaries)(
    `a pg_dump of a seeded database restored with pg_restore into a fresh one serves the same content (${dumpVersion ?? 'pg_dump missing'})`,
    { timeout: 120_000 },
    async () => {
      const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
      const names = { source: `reef_backup_src_${suffix}`, target: `reef_backup_dst_${suffix}` };
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
      cleanups.push(async () => {
        for (const name of Object.values(names))
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
      await admin.query(`CREATE DATABASE ${names.source}`);
      await admin.query(`CREATE DATABASE ${names.target}`);

      const source = await openDatabase({ databaseUrl: urlOf(names.source), poolSize: 2 });
      await source.migrate();
      const sourceApp = await appOn(source);
      const seeded = await seed(sourceApp);
      await sourceApp.close();
      await source.close();

      const dir = mkdtempSync(join(tmpdir(), 'reef-backup-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'reef.dump');
      // The commands of docs/operations.md: custom format, no owner, restored into an empty database.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${file}`,
        urlOf(names.source),
      ]);
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--dbname=${urlOf(names.target)}`,
        file,
      ]);

      const target = await openDatabase({ databaseUrl: urlOf(names.target), poolSize: 2 });
      cleanups.push(() => target.close());
      const targetApp = await appOn(target);
      cleanups.push(() => targetApp.close());
      await expectContent(targetApp, seeded);
    },
  );

  it.skipIf(Boolean(adminUrl))(
    'the embedded database directory, copied while the API is stopped, opens with the same content',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'reef-backup-embedded-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const live = join(dir, 'live');
      const source = await openDatabase({ dataDir: live });
      await source.migrate();
      const sourceApp = await appOn(source, false);
      const seeded = await seed(sourceApp);
      await sourceApp.close();
      await source.close();

      // Stop, copy (docs/operations.md): the whole DATA_DIR, so the generated secrets travel with it.
      const copy = join(dir, 'restored');
      cpSync(live, copy, { recursive: true });
      const restored = await openDatabase({ dataDir: copy });
      cleanups.push(() => restored.close());
      const restoredApp = await appOn(restored, false);
      cleanups.push(() => restoredApp.close());
      await expectContent(restoredApp, seeded);
    },
  );
});
