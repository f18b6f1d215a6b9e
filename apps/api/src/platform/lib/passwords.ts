// Password hashing with argon2id; the cost comes from the environment so tests can lower it.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (not importable as a value under verbatimModuleSyntax).
const ARGON2ID = 2 as Algorithm;

export type PasswordCost = { memoryCost: number; timeCost: number };

/** Hashes a password with argon2id. */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
  });
}

const dummyHashes = new Map<string, Promise<string>>();

/** A hash of a random password at this cost, made once per process: what an unknown email is checked against. */
function dummyHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let hashed = dummyHashes.get(key);
  if (!hashed) {
    hashed = hashPassword(randomBytes(24).toString('base64url'), cost);
    dummyHashes.set(key, hashed);
  }
  return hashed;
}

/**
 * Checks a password against a stored hash; false for a missing or unreadable hash. A missing hash (an
 * unknown email, an account without a password) is still checked against a dummy hash of the same
 * cost, so the answer takes as long as for a real account and does not tell which emails exist.
 */
export async function verifyPassword(
  stored: string | null,
  password: string,
  cost: PasswordCost,
): Promise<boolean> {
  try {
    if (!stored) {
      await verify(await dummyHash(cost), password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    return false;
  }
}
