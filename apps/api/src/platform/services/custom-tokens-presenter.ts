// Custom token JSON (never the hash; the secret only in the create answer).
import type { CustomTokenRow } from './custom-tokens.js';
import type { AuthorRow } from './relations.js';
import { presentAuthor } from './users-presenter.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A custom token. */
export function presentCustomToken(row: CustomTokenRow, users: Map<number, AuthorRow>) {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions.toString(),
    owner: presentAuthor(users, row.userId),
    created_by: presentAuthor(users, row.createdById),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    created_at: row.createdAt.toISOString(),
  };
}
