// Password hashing with argon2id; the cost comes from the environment so tests can lower it.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum (not importable as a value under verbatimModuleSyntax).
const ARGON2ID = 2 as Algorithm;

export type PasswordCost = { memoryCost: number; timeCost: number };

/** Hashes a password with argon2id. */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

/** Checks a password against a stored hash; false for a missing or unreadable hash. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
