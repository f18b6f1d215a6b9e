// Demo content (filled in with the domain services).
import type { Database } from '../client.js';
import type { Env } from '../../env.js';

/** Seeds the demo content when the database has no users yet. */
export async function seedIfEmpty(_db: Database, _env: Env): Promise<boolean> {
  return false;
}
