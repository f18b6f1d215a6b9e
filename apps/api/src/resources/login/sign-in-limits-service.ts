// The per-account limit of failed password sign-ins (security round 2, finding 13), beside the per-address limit of
// every sign-in route: after ACCOUNT_SIGN_IN_FAILURES_MAX wrong passwords for one address within the window,
// password sign-in of that address is refused until the window ends, whatever address the attempts come from.
// The owner is never locked out: the first lockout of a window emails the account a password-reset link (through
// the mail outbox), a reset works during the lockout, and a new password starts a new count (the counter is keyed
// on the address and the current password's hash, so it ends with the password). Addresses without an account are
// counted and refused the same way, so the answer says nothing about which addresses have one.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { HttpError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import type { AttemptStore } from '../../platform/lib/rate-limit.js';
import { accountLockoutMail } from '../../platform/mail/templates.js';
import { createAccountToken, accountMailParts, type AccountEnv } from '../account/index.js';
import { enqueueMail, mailBrand } from '../mail/index.js';

/** Wrong passwords for one account within the window before password sign-in pauses. */
export const ACCOUNT_SIGN_IN_FAILURES_MAX = 10;
/** How long password sign-in pauses (the window starts at the first failure). */
export const ACCOUNT_LOCKOUT_MINUTES = 15;
/** How long the emailed link works: longer than the lockout, so it outlives it. */
export const LOCKOUT_LINK_TTL_MINUTES = 60;

/** 429: password sign-in of this account is paused; the message points to the emailed link and the reset. */
export class AccountLockedError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, 'account_locked', msg('errors', 'account.locked'));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Account = {
  id: number;
  email: string;
  username: string;
  passwordHash: string | null;
  state: string;
  language: string;
};

async function findAccount(db: Database, email: string): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      passwordHash: users.passwordHash,
      state: users.state,
      language: users.language,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The counter's key: the address, and the current password (a new password starts a new count). */
function counterKey(email: string, account: Account | null): string {
  return `sign-in-failures:${createHash('sha256')
    .update(`${email.trim().toLowerCase()}\n${account?.passwordHash ?? ''}`)
    .digest('base64url')}`;
}

export type SignInGuard = {
  /**
   * Runs a password sign-in (`attempt`, which throws 401 for a wrong password) under the account's limit: refused
   * with 429 while paused; a 401 counts one failure (the one that reaches the limit emails the owner); a success
   * clears the count.
   */
  run<T>(email: string, attempt: () => Promise<T>): Promise<T>;
};

export function createSignInGuard(options: {
  db: Database;
  env: AccountEnv & Pick<Env, 'RATE_LIMIT_ENABLED'>;
  store: AttemptStore;
  /** Called after a lockout email was queued (wakes the mail worker). */
  onMailQueued?: () => void;
}): SignInGuard {
  const { db, env, store } = options;
  const windowMs = ACCOUNT_LOCKOUT_MINUTES * 60_000;

  async function notifyOwner(account: Account | null, key: string): Promise<void> {
    if (!account || account.state !== 'active') return;
    // One email per lockout window, however many instances and attempts see it.
    if (!(await store.claim(`${key}:notice`, windowMs))) return;
    await db.transaction(async (tx) => {
      const { secret, row } = await createAccountToken(tx, {
        userId: account.id,
        purpose: 'password_reset',
        ttlMs: LOCKOUT_LINK_TTL_MINUTES * 60_000,
      });
      const url = new URL(`${env.PUBLIC_API_URL}/v1/login/reset`);
      url.searchParams.set('token', secret);
      const parts = accountMailParts(env, account.id, account.language);
      await enqueueMail(tx, {
        key: `account_lockout:${row.id}`,
        kind: 'account_lockout',
        userId: account.id,
        to: account.email,
        headers: parts.headers,
        mail: accountLockoutMail(mailBrand(env), {
          locale: account.language,
          footer: parts.footer,
          username: account.username,
          url: url.toString(),
          attempts: ACCOUNT_SIGN_IN_FAILURES_MAX,
          lockoutMinutes: ACCOUNT_LOCKOUT_MINUTES,
          linkMinutes: LOCKOUT_LINK_TTL_MINUTES,
        }),
      });
    });
    options.onMailQueued?.();
  }

  return {
    async run(email, attempt) {
      if (!env.RATE_LIMIT_ENABLED) return attempt();
      const account = await findAccount(db, email);
      const key = counterKey(email, account);
      if ((await store.count(key)) >= ACCOUNT_SIGN_IN_FAILURES_MAX) {
        await notifyOwner(account, key);
        throw new AccountLockedError(ACCOUNT_LOCKOUT_MINUTES * 60);
      }
      try {
        const result = await attempt();
        await store.clear(key);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          const failures = await store.hit(key, windowMs);
          if (failures >= ACCOUNT_SIGN_IN_FAILURES_MAX) await notifyOwner(account, key);
        }
        throw error;
      }
    },
  };
}
