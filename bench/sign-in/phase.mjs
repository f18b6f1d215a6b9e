// The measurement of bench/sign-in/run.mjs; prints one JSON line. Runs under tsx to import the API's sources.
import { buildApp } from '../../apps/api/src/app.js';
import { hashPassword } from '../../apps/api/src/platform/lib/passwords.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { users } from '../../apps/api/src/db/schema/index.js';
import { parseEnv } from '../../apps/api/src/env.js';

const rounds = process.argv[2] === 'quick' ? 10 : 40;
const env = parseEnv(
  {
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    REVALIDATE_SECRET: 'bench-revalidate-secret',
  },
  { persistSecrets: false },
);
const handle = await openDatabase({ inMemory: true });
await handle.migrate();
const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
await handle.db.insert(users).values({
  username: 'benchuser',
  slug: 'benchuser',
  email: 'known@example.test',
  passwordHash: await hashPassword('the right password', cost),
  permissions: 0n,
});
const app = await buildApp({ db: handle.db, env, logger: false });
await app.ready();

// CPU time of the process (all threads: argon2 runs on libuv's pool) per sign-in: on a shared machine wall
// time is mostly waiting for a core, CPU time is the work the answer cost.
const attempt = async (email) => {
  const before = process.cpuUsage();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password: 'a wrong password' },
  });
  if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}`);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};
for (let i = 0; i < 3; i++) {
  await attempt('known@example.test');
  await attempt('nobody@example.test');
}
const known = [];
const unknown = [];
for (let i = 0; i < rounds; i++) {
  // Alternate which goes first, so drift on the shared machine falls on both sides.
  if (i % 2 === 0) {
    known.push(await attempt('known@example.test'));
    unknown.push(await attempt(`nobody${i}@example.test`));
  } else {
    unknown.push(await attempt(`nobody${i}@example.test`));
    known.push(await attempt('known@example.test'));
  }
}
const stats = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)], p90: s[Math.min(s.length - 1, Math.floor(s.length * 0.9))] };
};
await app.close();
await handle.close();
console.log(
  JSON.stringify({
    rounds,
    memoryKib: env.ARGON2_MEMORY_KIB,
    timeCost: env.ARGON2_TIME_COST,
    known: stats(known),
    unknown: stats(unknown),
  }),
);
