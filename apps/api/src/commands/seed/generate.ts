// `npm run db:generate-data -- --tutorials 500000 --questions 500000 --comments 200000 --users 5000`:
// a large synthetic data set for benchmarks, written with set-based SQL (generate_series) so a million
// documents take minutes, not hours. Markdown is rendered once per body template in JS and stored beside
// each copy with its plain text, so reads and snippets behave exactly as with real content. The weight-C
// part of the search vectors is computed once per template too; titles, descriptions and tags go through
// the same vector expression the services use on every write (`searchVectorOf`).
//
// Topics are drawn with a skew (a few very common, a long tail), so broad words such as "nginx",
// "ubuntu" or "install" match a large share of the documents, as on a real community site. The pages with the
// most to read exist too: `--heavy N` questions with 100 answers and 500 comments each, and one prolific member
// (the first generated user) who writes one row in 25 of each kind. With `--nonEnglish P`, P documents in a
// hundred are in the specification's other languages, Chinese and Japanese among them (generated-languages.ts).
import { DEFAULT_MEMBER_PERMISSIONS } from '@reef/core';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../platform/lib/passwords.js';
import { loadEnv } from '../../env.js';
import { render } from '../../platform/services/render.js';
import {
  CJK_CLASS,
  bodyVector,
  searchTextOf,
  weightedVector,
} from '../../platform/services/search-vectors.js';
import { queryRows } from '../../platform/lib/sql.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DEMO_ANSWERS, DEMO_QUESTIONS, DEMO_TUTORIALS, tutorialBody } from './content.js';
import { GENERATED_LANGUAGES, OTHER_LANGUAGES } from './generated-languages.js';

export type GenerateSizes = {
  users: number;
  tutorials: number;
  questions: number;
  comments: number;
  /** Tags beyond the topic tags (numbered, one per document), so tag pages of every size exist. */
  tags: number;
  /** Questions that carry a heavy thread: 100 answers and 500 comments each. */
  heavy: number;
  /** Documents in a hundred written in another language than English (default none). */
  nonEnglish?: number;
};

/** Topic names, most common first; each is also a tag. */
export const TOPICS = [
  'Ubuntu',
  'Nginx',
  'Docker',
  'PostgreSQL',
  'Node.js',
  'Python',
  'Kubernetes',
  'MySQL',
  'Redis',
  'Debian',
  'Git',
  'UFW',
  'Apache',
  'Go',
  'WordPress',
  "Let's Encrypt",
  'SSH',
  'Django',
  'Prometheus',
  'Grafana',
  'Ansible',
  'Terraform',
  'MongoDB',
  'Laravel',
  'Flask',
  'React',
  'systemd',
  'HAProxy',
  'Elasticsearch',
  'RabbitMQ',
  'Kafka',
  'Jenkins',
  'Caddy',
  'Varnish',
  'MariaDB',
  'SQLite',
  'Cron',
  'DNS',
  'Rocky Linux',
  'Fail2ban',
];
const ACTIONS = [
  'Install',
  'Configure',
  'Secure',
  'Monitor',
  'Backup',
  'Deploy',
  'Scale',
  'Debug',
  'Migrate',
  'Tune',
  'Set Up',
  'Use',
];
/** Platforms a title may name, with the topic tag that goes with each. */
const PLATFORMS: [string, string][] = [
  ['Ubuntu 24.04', 'Ubuntu'],
  ['Ubuntu 22.04', 'Ubuntu'],
  ['Debian 12', 'Debian'],
  ['Rocky Linux 9', 'Rocky Linux'],
  ['a Kubernetes Cluster', 'Kubernetes'],
  ['Docker', 'Docker'],
];
const ERRORS = [
  'permission denied',
  'connection refused',
  '502 Bad Gateway',
  'out of memory',
  'timeout',
  'certificate expired',
  'disk full',
  'address already in use',
];

const textArray = (values: string[]): SQL =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** `values[n mod len]` (1-based arrays) for an integer SQL expression `n`. */
const pick = (values: string[], n: SQL): SQL => sql`(${textArray(values)})[1 + (${n}) % ${values.length}]`;
/**
 * A skewed pick: a pseudo-random fraction of `n` squared, so the first values are drawn far more often
 * (the first topic about 16 % of the time, the last about 0.4 %).
 */
const skewed = (values: string[], n: SQL): SQL =>
  sql`(${textArray(values)})[1 + floor(${values.length} * power(((${n})::bigint * 7919 % 100003) / 100003.0, 2))::int]`;

type Step = (label: string, query: SQL) => Promise<void>;

/** Writes the synthetic rows; ids continue after existing rows. */
export async function generate(
  db: Database,
  sizes: GenerateSizes,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = Date.now();
  const step: Step = async (label, query) => {
    const t0 = Date.now();
    await db.execute(query);
    log(`${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  // Text indexes (GIN, rum) take rows one at a time far more slowly than they build in bulk: they are
  // dropped while loading and built again from their own definitions, as a restore does.
  const textIndexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where i.indrelid in ('tutorials'::regclass, 'questions'::regclass) and a.amname in ('gin', 'rum')`,
  );
  for (const index of textIndexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  try {
    await load(db, sizes, step);
  } finally {
    for (const index of textIndexes) await step(`index ${index.name}`, sql.raw(index.def));
  }
  // Vacuum sets the visibility map (index-only scans, as on a settled production table) and analyzes.
  await step('vacuum analyze', sql`vacuum analyze`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function load(db: Database, sizes: GenerateSizes, step: Step): Promise<void> {
  const hash = await hashPassword('reef-bench-password', { memoryCost: 64, timeCost: 1 });
  const prefix = `g${Date.now().toString(36)}`;
  const i = sql.raw('i');

  await step(
    `users ${sizes.users}`,
    sql`insert into users (slug, username, email, password_hash, first_name, permissions)
        select ${prefix} || '-user-' || i, ${prefix} || '_user_' || i, ${prefix} || '.user' || i || '@example.com', ${hash}, 'User ' || i, ${DEFAULT_MEMBER_PERMISSIONS.bits}
        from generate_series(1, ${sizes.users}) i`,
  );
  // Topic tags (shared with the demo seed's tags when they exist) and numbered ones.
  await step(
    `tags ${TOPICS.length} topics + ${sizes.tags}`,
    sql`insert into tags (name, slug)
        select name, regexp_replace(regexp_replace(lower(name), '''', '', 'g'), '[^a-z0-9]+', '-', 'g') from unnest(${textArray(TOPICS)}) name
        union all select ${prefix} || ' topic ' || i, ${prefix} || '-topic-' || i from generate_series(1, ${sizes.tags}) i
        on conflict do nothing`,
  );
  // Topic name (or `#n` for the n-th numbered tag) → the tag row, named as the database names it.
  await db.execute(
    sql`create temporary table if not exists gen_topic_tags (topic text primary key, tag_id int, tag_name text)`,
  );
  await db.execute(sql`truncate gen_topic_tags`);
  await db.execute(
    sql`insert into gen_topic_tags select n, g.id, g.name from unnest(${textArray(TOPICS)}) n join tags g on lower(g.name) = lower(n)
        union all select '#' || i, g.id, g.name from generate_series(1, ${sizes.tags}) i join tags g on g.slug = ${prefix} || '-topic-' || i`,
  );

  // The bodies: a handful of distinct ones, each rendered, reduced to text and vectorised once.
  const bodies = (kind: string, markdown: string[], language = 'en') =>
    markdown.map((body) => {
      const out = render(body, 'default');
      return {
        kind,
        language,
        body,
        html: out.html,
        text: searchTextOf(out.html),
        headings: JSON.stringify(out.headings),
        version: out.rendererVersion,
      };
    });
  const tutorialBodies = bodies('tutorial', DEMO_TUTORIALS.map(tutorialBody));
  const questionBodies = bodies(
    'question',
    DEMO_QUESTIONS.map((q) => q.body),
  );
  const commentBodies = bodies('comment', DEMO_ANSWERS);
  // A document's body is the n-th of its kind and language, n its number modulo `count` (how many there are).
  await db.execute(
    sql`create temporary table if not exists gen_bodies (kind text, language text, n int, count int, body text, html text, body_text text, headings jsonb, version text, vec tsvector, primary key (kind, language, n))`,
  );
  await db.execute(sql`truncate gen_bodies`);
  const lists = [tutorialBodies, questionBodies, commentBodies];
  for (const language of OTHER_LANGUAGES) {
    const text = GENERATED_LANGUAGES[language];
    lists.push(
      bodies('tutorial', [text.tutorialBody], language),
      bodies('question', [text.questionBody], language),
    );
  }
  for (const list of lists) {
    for (const [n, b] of list.entries()) {
      await db.execute(
        sql`insert into gen_bodies values (${b.kind}, ${b.language}, ${n}, ${list.length}, ${b.body}, ${b.html}, ${b.text}, ${b.headings}::jsonb, ${b.version}, ${bodyVector(sql`${b.text}`, sql`${b.language}`)})`,
      );
    }
  }
  // The title patterns of the other languages (generated-languages.ts).
  await db.execute(
    sql`create temporary table if not exists gen_language_titles (language text primary key, actions text[], tutorial text[], description text, question text[])`,
  );
  await db.execute(sql`truncate gen_language_titles`);
  for (const language of OTHER_LANGUAGES) {
    const text = GENERATED_LANGUAGES[language];
    await db.execute(
      sql`insert into gen_language_titles values (${language}, ${textArray(text.actions)}, ${textArray(text.tutorialTitles)}, ${text.tutorialDescription}, ${textArray(text.questionTitles)})`,
    );
  }
  const version = tutorialBodies[0]!.version;
  const userRange = sql`(select min(id) from users where slug like ${prefix + '-user-%'})`;
  // The author of the n-th row: one prolific member (the first generated user) writes one row in 25 of each kind,
  // so a profile with hundreds of tutorials and questions and thousands of comments exists; the rest go round.
  const authorOf = (n: SQL): SQL =>
    sql`${userRange} + case when (${n}) % 25 = 1 then 0 else (${n}) % ${sizes.users} end`;
  const largest = Math.max(sizes.tutorials, sizes.questions);
  // Per document number: two topics (a skewed main one, a second from the whole list) and a platform.
  await db.execute(
    sql`create temporary table if not exists gen_docs (i int primary key, t1 text, t2 text, platform text, platform_tag text, language text)`,
  );
  await db.execute(sql`truncate gen_docs`);
  await step(
    `topics of ${largest} documents`,
    sql`insert into gen_docs
        select i, x.t1, case when x.t2 = x.t1 then ${pick(TOPICS, sql`(i / 3 + 8)`)} else x.t2 end,
               ${pick(
                 PLATFORMS.map(([label]) => label),
                 sql`(i / 11)`,
               )}, ${pick(
                 PLATFORMS.map(([, tag]) => tag),
                 sql`(i / 11)`,
               )},
               case when i % 100 < ${sizes.nonEnglish ?? 0} then ${pick([...OTHER_LANGUAGES], sql`i % 100`)} else 'en' end
        from generate_series(1, ${largest}) i cross join lateral (select ${skewed(TOPICS, i)} as t1, ${pick(TOPICS, sql`(i / 3 + 7)`)} as t2) x`,
  );
  // Each document's tags, distinct without a sort (the two topics differ; the platform's tag is left out when it
  // is one of them): its topics, the platform its title names, one numbered tag; and their names in the
  // order the services' search vector lists them (so the vectors below equal what a write would store).
  await db.execute(sql`create temporary table if not exists gen_doc_tags (kind text, i int, tag_id int)`);
  await db.execute(sql`truncate gen_doc_tags`);
  await step(
    'document tags',
    sql`insert into gen_doc_tags
        select k.kind, d.i, g.tag_id
        from gen_docs d
        cross join (values ('tutorial', ${sizes.tutorials}::int), ('question', ${sizes.questions}::int)) k(kind, size)
        cross join lateral unnest(array[d.t1, d.t2, '#' || (1 + d.i % ${sizes.tags}),
          case when ((k.kind = 'tutorial' and d.i % 5 < 3) or (k.kind = 'question' and d.i % 3 = 2)) and d.platform_tag not in (d.t1, d.t2) then d.platform_tag end]) n
        join gen_topic_tags g on g.topic = n
        where d.i <= k.size`,
  );
  await db.execute(
    sql`create temporary table if not exists gen_doc_names (kind text, i int, names text, primary key (kind, i))`,
  );
  await db.execute(sql`truncate gen_doc_names`);
  await step(
    'document tag names',
    sql`insert into gen_doc_names
        select x.kind, x.i, string_agg(g.name, ' ' order by g.name) from gen_doc_tags x join tags g on g.id = x.tag_id group by x.kind, x.i`,
  );
  const titleVector = (title: SQL, part: SQL) =>
    sql`${weightedVector(sql`d.language`, title, 'A')} || ${weightedVector(sql`d.language`, part, 'B')} || b.vec`;
  // A title in another language: its pattern (`nth` of the list) with the topics, platform, action and error.
  const fill = (pattern: SQL, action: SQL, error: SQL) =>
    sql`replace(replace(replace(replace(replace(${pattern}, '{action}', ${action}), '{t1}', d.t1), '{t2}', d.t2), '{platform}', d.platform), '{error}', ${error})`;

  const englishTutorialTitle = sql`case when d.i % 5 < 3 then 'How To ' || ${pick(ACTIONS, sql`(d.i / 5)`)} || ' ' || d.t1 || ' with ' || d.t2 || ' on ' || d.platform
                    when d.i % 5 = 3 then 'Understanding ' || d.t1 || ' and ' || d.t2
                    else d.t1 || ' Cheatsheet for ' || d.t2 || ' Users' end`;
  const tutorialAction = sql`lt.actions[1 + (d.i / 5) % ${ACTIONS.length}]`;
  const tutorialTitle = sql`case when d.language = 'en' then ${englishTutorialTitle}
    else ${fill(sql`lt.tutorial[case when d.i % 5 < 3 then 1 when d.i % 5 = 3 then 2 else 3 end]`, tutorialAction, sql`''`)} end`;
  const tutorialDescription = sql`case when d.language = 'en' then 'Learn how to ' || lower(${pick(ACTIONS, sql`(d.i / 5)`)}) || ' ' || d.t1 || ' together with ' || d.t2 || '.'
    else ${fill(sql`lt.description`, tutorialAction, sql`''`)} end`;
  await step(
    `tutorials ${sizes.tutorials}`,
    sql`insert into tutorials (slug, title, description, subtype, state, language, author_id, body_markdown, body_html, body_text, headings, renderer_version, search_vector, published_at, created_at, upvotes_count, views_count)
        select ${prefix} || '-tutorial-' || d.i, x.title, x.description,
               (array['tutorial','tutorial','tutorial','conceptual-article','cheatsheet'])[1 + d.i % 5],
               case when d.i % 50 = 0 then 'draft' else 'published' end, d.language,
               ${authorOf(sql`d.i`)},
               b.body, b.html, b.body_text, b.headings, b.version,
               ${titleVector(sql`x.title`, sql`x.description || ' ' || coalesce(nm.names, '')`)},
               now() - (d.i || ' minutes')::interval, now() - (d.i || ' minutes')::interval, d.i % 97, d.i % 1000
        from gen_docs d
        left join gen_language_titles lt on lt.language = d.language
        cross join lateral (select ${tutorialTitle} as title, ${tutorialDescription} as description) x
        join gen_bodies b on b.kind = 'tutorial' and b.language = d.language and b.n = d.i % b.count
        left join gen_doc_names nm on nm.kind = 'tutorial' and nm.i = d.i
        where d.i <= ${sizes.tutorials}`,
  );
  const generated = (table: 'tutorials' | 'questions', alias = 't') =>
    sql`${sql.raw(alias)}.slug like ${`${prefix}-${table === 'tutorials' ? 'tutorial' : 'question'}-%`}`;
  const numberOf = (alias: string) => sql`substring(${sql.raw(alias)}.slug from '[0-9]+$')::int`;
  // Links carry their item's list sort key and whether it is listed (kept by triggers, migration 0021): written here
  // with the link, so the triggers find nothing to fix.
  await step(
    'tutorial tags',
    sql`insert into tutorial_tags (tutorial_id, tag_id, listed_at, listed)
        select t.id, x.tag_id, coalesce(t.published_at, t.created_at), t.state in ('published', 'deprecated') from tutorials t join gen_doc_tags x on x.kind = 'tutorial' and x.i = ${numberOf('t')}
        where ${generated('tutorials')}`,
  );
  const englishQuestionTitle = sql`case when d.i % 3 = 0 then 'Why does ' || d.t1 || ' fail with ' || ${pick(ERRORS, sql`(d.i / 3)`)} || ' after installing ' || d.t2 || '?'
                    when d.i % 3 = 1 then 'How do I ' || lower(${pick(ACTIONS, sql`(d.i / 3)`)}) || ' ' || d.t1 || ' behind ' || d.t2 || '?'
                    else d.t1 || ' and ' || d.t2 || ': ' || ${pick(ERRORS, sql`(d.i / 7)`)} || ' on ' || d.platform end`;
  const questionTitle = sql`case when d.language = 'en' then ${englishQuestionTitle}
    else ${fill(
      sql`lt.question[1 + d.i % 3]`,
      sql`lt.actions[1 + (d.i / 3) % ${ACTIONS.length}]`,
      sql`case when d.i % 3 = 0 then ${pick(ERRORS, sql`(d.i / 3)`)} else ${pick(ERRORS, sql`(d.i / 7)`)} end`,
    )} end`;
  await step(
    `questions ${sizes.questions}`,
    sql`insert into questions (slug, title, state, language, author_id, body_markdown, body_html, body_text, renderer_version, search_vector, published_at, created_at, last_activity_at)
        select ${prefix} || '-question-' || d.i, x.title,
               'published', d.language, ${authorOf(sql`d.i`)},
               b.body, b.html, b.body_text, b.version,
               ${titleVector(sql`x.title`, sql`coalesce(nm.names, '')`)},
               now() - (d.i || ' minutes')::interval, now() - (d.i || ' minutes')::interval, now() - (d.i || ' minutes')::interval
        from gen_docs d
        left join gen_language_titles lt on lt.language = d.language
        cross join lateral (select ${questionTitle} as title) x
        join gen_bodies b on b.kind = 'question' and b.language = d.language and b.n = d.i % b.count
        left join gen_doc_names nm on nm.kind = 'question' and nm.i = d.i
        where d.i <= ${sizes.questions}`,
  );
  await step(
    'question tags',
    sql`insert into question_tags (question_id, tag_id, listed_at, listed)
        select q.id, x.tag_id, q.created_at, q.state = 'published' from questions q join gen_doc_tags x on x.kind = 'question' and x.i = ${numberOf('q')}
        where ${generated('questions', 'q')}`,
  );
  // Comments spread over tutorials and questions; every fourth on a question is an answer.
  await step(
    `comments ${sizes.comments}`,
    sql`with t as (select array_agg(id order by id) ids from tutorials where ${generated('tutorials', 'tutorials')} and state = 'published'),
             q as (select array_agg(id order by id) ids from questions where ${generated('questions', 'questions')} and id not in ${heavyQuestions(prefix, sizes.heavy)})
        insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, created_at)
        select case when i % 2 = 1 and i % 8 = 1 then 'answer' else 'comment' end,
               case when i % 2 = 0 then 'tutorial' else 'question' end,
               case when i % 2 = 0 then t.ids[1 + (i / 2) % cardinality(t.ids)] else q.ids[1 + (i / 2) % cardinality(q.ids)] end,
               case when i % 2 = 0 then 'tutorial' else 'question' end,
               case when i % 2 = 0 then t.ids[1 + (i / 2) % cardinality(t.ids)] else q.ids[1 + (i / 2) % cardinality(q.ids)] end,
               ${authorOf(i)}, 'published',
               b.body, b.html, b.version,
               now() - (i || ' seconds')::interval
        from generate_series(1, ${sizes.comments}) i cross join t cross join q
        join gen_bodies b on b.kind = 'comment' and b.language = 'en' and b.n = i % ${commentBodies.length}
        where cardinality(t.ids) > 0 and cardinality(q.ids) > 0`,
  );
  if (sizes.heavy > 0) await heavyThreads(db, sizes, prefix, version, step);
  await step(
    'counters',
    sql`update tutorials t set comments_count = c.n from (select root_id, count(*)::int n from comments where root_type = 'tutorial' and type = 'comment' group by root_id) c
        where c.root_id = t.id and ${generated('tutorials')}`,
  );
  await step(
    'question counters',
    sql`update questions q set comments_count = c.n, answers_count = c.a
        from (select root_id, count(*)::int n, count(*) filter (where type = 'answer' and thread_id is null)::int a from comments where root_type = 'question' group by root_id) c
        where c.root_id = q.id and ${generated('questions', 'q')}`,
  );
  // The typo dictionary: title words, and the body words once per body (every copy has the same), per language
  // (the rule of `dictionaryWords`).
  await step(
    'search words',
    sql`insert into search_words (language, word)
        select distinct texts.language, w from (
          select t.language, t.title as x from tutorials t where ${generated('tutorials')}
          union all select q.language, q.title from questions q where ${generated('questions', 'q')}
          union all select language, body_text from gen_bodies) texts,
          regexp_split_to_table(lower(texts.x), '[^[:alnum:]]+') w
        where length(w) between 3 and 40 and w !~ ${sql.raw(`'[${CJK_CLASS}]'`)} on conflict do nothing`,
  );
}

/** The ids of the questions that get a heavy thread: the first generated ones. */
const heavyQuestions = (prefix: string, count: number): SQL =>
  sql`(select id from questions where slug like ${prefix + '-question-%'} order by id limit ${count})`;

/**
 * The first `heavy` generated questions get 100 answers, 100 comments on the question and 400 replies
 * (four under each answer): 500 comments in all, the largest thread a page has to show.
 */
async function heavyThreads(
  db: Database,
  sizes: GenerateSizes,
  prefix: string,
  version: string,
  step: Step,
): Promise<void> {
  const users = sql`(select min(id) from users where slug like ${prefix + '-user-%'})`;
  const heavy = heavyQuestions(prefix, sizes.heavy);
  const body = (kind: SQL) =>
    sql`'Heavy thread ' || ${kind} || ' ' || n || ': check the logs first.', '<p>Heavy thread ' || ${kind} || ' ' || n || ': check the logs first.</p>'`;
  await step(
    `heavy threads ${sizes.heavy} × (100 answers, 100 comments)`,
    sql`insert into comments (type, parent_type, parent_id, root_type, root_id, author_id, state, body_markdown, body_html, renderer_version, upvotes_count, created_at)
        select case when n <= 100 then 'answer' else 'comment' end, 'question', q.id, 'question', q.id, ${users} + (n % ${sizes.users}), 'published',
               ${body(sql`case when n <= 100 then 'answer' else 'comment' end`)}, ${version}, n % 13, now() - ((300 - n) || ' minutes')::interval
        from ${heavy} q, generate_series(1, 200) n`,
  );
  await step(
    'heavy thread replies (4 under each answer)',
    sql`insert into comments (type, parent_type, parent_id, root_type, root_id, thread_id, author_id, state, body_markdown, body_html, renderer_version, created_at)
        select 'comment', 'comment', a.id, 'question', a.root_id, a.id, ${users} + ((a.id + n) % ${sizes.users}), 'published',
               ${body(sql`'reply'`)}, ${version}, a.created_at + (n || ' minutes')::interval
        from comments a, generate_series(1, 4) n
        where a.type = 'answer' and a.root_type = 'question' and a.root_id in ${heavy} and a.body_markdown like 'Heavy thread %'`,
  );
  await step(
    'heavy thread reply counters',
    sql`update comments a set replies_count = 4 where a.type = 'answer' and a.root_type = 'question' and a.root_id in ${heavy} and a.body_markdown like 'Heavy thread %'`,
  );
}

function parseSizes(argv: string[]): GenerateSizes {
  const sizes: GenerateSizes = {
    users: 2000,
    tutorials: 20_000,
    questions: 20_000,
    comments: 200_000,
    tags: 200,
    heavy: 1,
    nonEnglish: 0,
  };
  for (let n = 0; n < argv.length; n += 2) {
    const key = argv[n]?.replace(/^--/, '') as keyof GenerateSizes;
    const value = Number(argv[n + 1]);
    const least = key === 'heavy' || key === 'nonEnglish' ? 0 : 1;
    if (!(key in sizes) || !Number.isInteger(value) || value < least || (key === 'nonEnglish' && value > 100))
      throw new Error(
        `usage: generate [--users N] [--tutorials N] [--questions N] [--comments N] [--tags N] [--heavy N] [--nonEnglish PERCENT] (bad: ${argv[n]} ${argv[n + 1]})`,
      );
    sizes[key] = value;
  }
  return sizes;
}

// Run as a command (not when imported by the benchmark).
if (process.argv[1] && /generate\.(ts|js)$/.test(process.argv[1])) {
  const sizes = parseSizes(process.argv.slice(2));
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    console.log(`generate: ${JSON.stringify(sizes)} into ${handle.kind}`);
    await generate(handle.db, sizes, (line) => console.log(`generate: ${line}`));
  } finally {
    await handle.close();
  }
}
