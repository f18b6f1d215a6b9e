// Spam checks on member writes (community-app §7, spam and domain lists). The state a new question or
// comment starts in:
// - `spam` when it comes from a listed spam IP (or a listed CIDR range), or contains a listed spam
//   phrase (case-insensitive): the lists are curated by moderators, so a match is taken as certain;
//   the item stays hidden until a moderator approves it from the queue;
// - `under_review` when a new member (account younger than NEW_MEMBER_DAYS) links to a host outside
//   the permitted domains (a subdomain of a permitted domain is permitted). The rule is on once at
//   least one domain is listed, so a fresh install does not hold every link;
// - `published` otherwise. Moderators of the type are never checked.
import { can, type Actor, type SubjectType } from '@reef/core';
import { renderMarkdown } from '@reef/markdown';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { permittedDomains, spamIps, users } from '../db/schema/index.js';
import { queryRows } from '../lib/sql.js';

export type SpamVerdict = 'published' | 'under_review' | 'spam';

/** Days during which a member's links are held for review. */
export const NEW_MEMBER_DAYS = 7;

/**
 * Hosts of the real links of a markdown source (lowercase, without port): the `href` of each rendered
 * link and each URL written bare in prose, protocol-relative `//host` ones included. A URL inside a
 * code span or block (`proxy_pass http://127.0.0.1:8080;`) is not a link and is not counted.
 */
export function linkedHosts(markdown: string): string[] {
  const hosts = new Set<string>();
  for (const link of renderMarkdown(markdown, 'question').links) {
    const host = hostOf(link);
    if (host) hosts.add(host);
  }
  return [...hosts];
}

/** The host of an absolute http(s), protocol-relative or `www.` link; null for relative, mailto: and the like. */
function hostOf(link: string): string | null {
  const absolute = link.startsWith('//') ? `https:${link}` : /^www\./i.test(link) ? `https://${link}` : link;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    return new URL(absolute).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** Whether a host is a permitted domain or one of its subdomains. */
export function isPermittedHost(host: string, domains: readonly string[]): boolean {
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

async function isListedIp(db: Executor, ip: string): Promise<boolean> {
  try {
    const rows = await queryRows<{ hit: number }>(
      db,
      sql`select 1 as hit from ${spamIps} where ${ip}::inet <<= ${spamIps.ip}::inet limit 1`,
    );
    return rows.length > 0;
  } catch {
    // An address PostgreSQL cannot read is compared as text.
    const [row] = await db.select({ id: spamIps.id }).from(spamIps).where(eq(spamIps.ip, ip)).limit(1);
    return row !== undefined;
  }
}

async function hasSpamPhrase(db: Executor, text: string): Promise<boolean> {
  const rows = await queryRows<{ hit: number }>(
    db,
    sql`select 1 as hit from spam_phrases where strpos(lower(${text}), lower(phrase)) > 0 limit 1`,
  );
  return rows.length > 0;
}

async function isNewMember(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isNew: sql<boolean>`${users.createdAt} > now() - make_interval(days => ${NEW_MEMBER_DAYS})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isNew ?? true;
}

/** The state a new (or edited: see `heldAfterEdit`) question or comment starts in. */
export async function checkSpam(
  db: Executor,
  actor: Actor,
  type: SubjectType,
  input: { text: string; ip?: string },
): Promise<SpamVerdict> {
  if (can(actor, 'moderate', { type })) return 'published';
  if (input.ip && (await isListedIp(db, input.ip))) return 'spam';
  if (await hasSpamPhrase(db, input.text)) return 'spam';
  const hosts = linkedHosts(input.text);
  if (hosts.length === 0 || !actor) return 'published';
  const allowed = (await db.select({ domain: permittedDomains.domain }).from(permittedDomains)).map((d) =>
    d.domain.toLowerCase(),
  );
  if (allowed.length === 0 || hosts.every((h) => isPermittedHost(h, allowed))) return 'published';
  return (await isNewMember(db, actor.id)) ? 'under_review' : 'published';
}

/**
 * The state an edit by its author moves a post to: the verdict of the same checks as a new post when
 * they hold it (`spam`, or `under_review` for a public post), otherwise the state it has. An edit never
 * releases a held post; moderators of the type are not checked.
 */
export async function heldAfterEdit(
  db: Executor,
  actor: Actor,
  type: SubjectType,
  current: string,
  input: { text: string; ip?: string },
): Promise<string> {
  const verdict = await checkSpam(db, actor, type, input);
  if (verdict === 'spam') return 'spam';
  if (verdict === 'under_review' && (current === 'published' || current === 'unlisted'))
    return 'under_review';
  return current;
}
