// Drill: kill -9 the API while many clients write (answers, comments, upvotes) on PostgreSQL, restart
// it, and check that every write the API acknowledged (2xx) is in the database and that no item is
// half-written (a comment without its counter, subscription or notification, or the reverse).
//   node bench/ops/kill9.mjs [--rounds 3] [--clients 16] [--seconds 4]
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { call, createPostgres, registerMembers, startApi } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) =>
  args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback;
const rounds = opt('rounds', 3);
const clients = opt('clients', 16);
const seconds = opt('seconds', 4);

const cluster = createPostgres();
const dbUrl = cluster.url.replace(/\/postgres$/, '/reef_kill9');
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE reef_kill9');
await admin.end();

let api = await startApi({ databaseUrl: dbUrl });
const members = await registerMembers(api.base, clients + 1, 'drill');
const asker = members[0];
const questions = [];
for (let i = 0; i < 4; i += 1) {
  const res = await call(api.base, 'POST', '/v1/questions', {
    token: asker.token,
    body: {
      question: {
        title: `Kill drill question number ${i}`,
        body: 'What survives a kill -9 of the API in the middle of writes?',
      },
    },
  });
  if (res.status !== 201) throw new Error(`question: ${res.status} ${JSON.stringify(res.json)}`);
  questions.push(res.json.id);
}

const acked = { comments: new Map(), upvotes: new Set() };
const totals = { sent: 0, acked: 0, failedConnection: 0, other: {} };
const restartMs = [];

for (let round = 1; round <= rounds; round += 1) {
  let stop = false;
  const worker = async (member) => {
    while (!stop) {
      const question = questions[Math.floor(Math.random() * questions.length)];
      const pick = Math.random();
      totals.sent += 1;
      if (pick < 0.6) {
        const type = pick < 0.35 ? 'answer' : 'comment';
        const res = await call(api.base, 'POST', '/v1/comments', {
          token: member.token,
          body: {
            comment: {
              body: `Round ${round}: a ${type} written during the drill by ${member.slug}.`,
              type,
              parent_type: 'question',
              parent_id: question,
            },
          },
        });
        if (res.status === 201) {
          totals.acked += 1;
          acked.comments.set(res.json.id, { question, author: member.id, type });
        } else if (res.status === 0) totals.failedConnection += 1;
        else totals.other[res.status] = (totals.other[res.status] ?? 0) + 1;
      } else {
        const res = await call(api.base, 'POST', `/v1/upvotes/question/${question}`, { token: member.token });
        if (res.status >= 200 && res.status < 300) {
          totals.acked += 1;
          acked.upvotes.add(`${member.id}:${question}`);
        } else if (res.status === 0) totals.failedConnection += 1;
        else totals.other[res.status] = (totals.other[res.status] ?? 0) + 1;
      }
    }
  };
  const workers = members.slice(1).map((m) => worker(m));
  await delay(seconds * 1000 * (0.5 + Math.random()));
  await api.kill('SIGKILL');
  await delay(300);
  stop = true;
  await Promise.all(workers);
  const t0 = Date.now();
  api = await startApi({ databaseUrl: dbUrl });
  restartMs.push(Date.now() - t0);
  console.log(`round ${round}: killed with writes in flight; restarted and ready in ${restartMs.at(-1)} ms`);
}

// Check what the database holds against what was acknowledged, and the invariants of each item.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const ids = [...acked.comments.keys()];
const found = new Set(
  (await db.query('select id from comments where id = any($1::int[])', [ids])).rows.map((r) => r.id),
);
const missingComments = ids.filter((id) => !found.has(id));
const votes = (
  await db.query(`select user_id, upvotable_id from upvotes where upvotable_type = 'question'`)
).rows.map((r) => `${r.user_id}:${r.upvotable_id}`);
const voteSet = new Set(votes);
const missingVotes = [...acked.upvotes].filter((k) => !voteSet.has(k));

const counters = (
  await db.query(
    `
    select q.id,
      q.answers_count, (select count(*)::int from comments c where c.root_type = 'question' and c.root_id = q.id and c.type = 'answer' and c.thread_id is null and c.state = 'published') as answers,
      q.comments_count, (select count(*)::int from comments c where c.root_type = 'question' and c.root_id = q.id and c.type in ('comment', 'answer') and c.state = 'published') as comments,
      q.upvotes_count, (select count(*)::int from upvotes u where u.upvotable_type = 'question' and u.upvotable_id = q.id) as upvotes
    from questions q where q.id = any($1::int[])`,
    [questions],
  )
).rows;
const counterMismatches = counters.filter(
  (r) => r.answers_count !== r.answers || r.comments_count !== r.comments || r.upvotes_count !== r.upvotes,
);
// Every comment by someone else than the asker notified the asker; every comment subscribed its author.
const withoutNotification = (
  await db.query(`select c.id from comments c join questions q on q.id = c.root_id where c.root_type = 'question' and c.author_id <> q.author_id
    and not exists (select 1 from notifications n where n.notifiable_type = 'comment' and n.notifiable_id = c.id and n.user_id = q.author_id)`)
).rows;
const withoutSubscription = (
  await db.query(`select c.id from comments c where c.root_type = 'question'
    and not exists (select 1 from subscriptions s where s.user_id = c.author_id and s.subscribable_type = 'question' and s.subscribable_id = c.root_id)`)
).rows;
const orphanNotifications = (
  await db.query(
    `select n.id from notifications n where n.notifiable_type = 'comment' and not exists (select 1 from comments c where c.id = n.notifiable_id)`,
  )
).rows;
const total = (await db.query(`select count(*)::int as n from comments`)).rows[0].n;
await db.end();
await api.kill('SIGTERM');
api.cleanup();
cluster.destroy();

const result = {
  rounds,
  clients,
  requestsSent: totals.sent,
  acknowledged: totals.acked,
  lostConnection: totals.failedConnection,
  otherStatuses: totals.other,
  commentsAcknowledged: ids.length,
  commentsInDatabase: total,
  acknowledgedCommentsMissing: missingComments.length,
  upvotesAcknowledged: acked.upvotes.size,
  acknowledgedUpvotesMissing: missingVotes.length,
  questionCounterMismatches: counterMismatches.length,
  commentsWithoutNotification: withoutNotification.length,
  commentsWithoutSubscription: withoutSubscription.length,
  notificationsWithoutComment: orphanNotifications.length,
  restartToReadyMs: restartMs,
};
console.log(JSON.stringify(result, null, 2));
const ok =
  !missingComments.length &&
  !missingVotes.length &&
  !counterMismatches.length &&
  !withoutNotification.length &&
  !withoutSubscription.length &&
  !orphanNotifications.length;
console.log(
  ok ? 'kill -9 drill: PASS (every acknowledged write present, nothing half-written)' : 'kill -9 drill: FAIL',
);
process.exit(ok ? 0 : 1);
