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
import type { Executor } from '../../db/client.js';
import { permittedDomains, spamIps, users } from '../../db/schema/index.js';
import { IPV6_CLIENT_PREFIX, plainAddress } from '../lib/client-ip.js';
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
  return hostsOf(renderMarkdown(markdown, 'question').links);
}

/** The hosts of a rendered document's real links (`linkedHosts` without rendering again). */
export function hostsOf(links: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const link of links) {
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

/**
 * The listed address or range `ip` lies in (the narrowest), if any. Addresses compare as the client keys of
 * every per-address limit (platform/lib/client-ip.ts): an IPv4-mapped IPv6 address as its IPv4, and a listed single IPv6
 * address stands for its /64, since the host it names may use any address of that network.
 */
async function listedIp(db: Executor, client: string): Promise<{ id: number; value: string } | null> {
  const ip = plainAddress(client);
  try {
    const listed = sql`${spamIps.ip}::inet`;
    const [row] = await queryRows<{ id: number; ip: string }>(
      db,
      sql`select id, ip from ${spamIps}
          where ${ip}::inet <<= ${listed}
             or (family(${listed}) = 6 and masklen(${listed}) = 128 and family(${ip}::inet) = 6
                 and ${ip}::inet <<= network(set_masklen(${listed}, ${IPV6_CLIENT_PREFIX})))
          order by masklen(${listed}) desc, id limit 1`,
    );
    return row ? { id: Number(row.id), value: row.ip } : null;
  } catch {
    // An address PostgreSQL cannot read is compared as text.
    const [row] = await db
      .select({ id: spamIps.id, ip: spamIps.ip })
      .from(spamIps)
      .where(eq(spamIps.ip, ip))
      .limit(1);
    return row ? { id: row.id, value: row.ip } : null;
  }
}

/** The first listed phrase (oldest entry) the text contains, case-insensitive, if any. */
async function listedPhrase(db: Executor, text: string): Promise<{ id: number; value: string } | null> {
  const [row] = await queryRows<{ id: number; phrase: string }>(
    db,
    sql`select id, phrase from spam_phrases where strpos(lower(${text}), lower(phrase)) > 0 order by id limit 1`,
  );
  return row ? { id: Number(row.id), value: row.phrase } : null;
}

async function isNewMember(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ isNew: sql<boolean>`${users.createdAt} > now() - make_interval(days => ${NEW_MEMBER_DAYS})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isNew ?? true;
}

/** The rule of the spam checks that decided a verdict. */
export type SpamRule =
  | { kind: 'spam_ip'; id: number; value: string }
  | { kind: 'spam_phrase'; id: number; value: string }
  | { kind: 'permitted_domains'; hosts: string[] };

/** A verdict with the rule that fired (null for `published`) and what the checks read. */
export type SpamExplanation = {
  verdict: SpamVerdict;
  rule: SpamRule | null;
  /** Hosts the text links to. */
  hosts: string[];
  /** How many permitted domains are listed (the domain rule is off while none is). */
  permittedDomains: number;
};

/**
 * What the spam checks read: the text, the author's address and, when the write has already rendered the text
 * (to store it), that rendering's real links, so the text is not rendered a second time for the checks.
 */
export type SpamInput = { text: string; ip?: string; links?: readonly string[] };

/**
 * The spam checks of a text and the author's address, in their order (address, phrase, links), with the rule
 * that fired. `isNewAuthor` is asked only when the links matter: whether the author joined within
 * NEW_MEMBER_DAYS (false for an anonymous author, whose links are not held).
 */
export async function explainSpam(
  db: Executor,
  input: SpamInput,
  isNewAuthor: () => Promise<boolean>,
): Promise<SpamExplanation> {
  const hosts = input.links ? hostsOf(input.links) : linkedHosts(input.text);
  const explained = (verdict: SpamVerdict, rule: SpamRule | null, permittedDomains = 0) => ({
    verdict,
    rule,
    hosts,
    permittedDomains,
  });
  const ip = input.ip ? await listedIp(db, input.ip) : null;
  if (ip) return explained('spam', { kind: 'spam_ip', ...ip });
  const phrase = await listedPhrase(db, input.text);
  if (phrase) return explained('spam', { kind: 'spam_phrase', ...phrase });
  const allowed = (await db.select({ domain: permittedDomains.domain }).from(permittedDomains)).map((d) =>
    d.domain.toLowerCase(),
  );
  const outside = hosts.filter((h) => !isPermittedHost(h, allowed));
  if (allowed.length === 0 || outside.length === 0 || !(await isNewAuthor()))
    return explained('published', null, allowed.length);
  return explained('under_review', { kind: 'permitted_domains', hosts: outside }, allowed.length);
}

/** The state a new (or edited: see `heldAfterEdit`) question or comment starts in. */
export async function checkSpam(
  db: Executor,
  actor: Actor,
  type: SubjectType,
  input: SpamInput,
): Promise<SpamVerdict> {
  if (can(actor, 'moderate', { type })) return 'published';
  const explanation = await explainSpam(db, input, async () => (actor ? isNewMember(db, actor.id) : false));
  return explanation.verdict;
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
  input: SpamInput,
): Promise<string> {
  const verdict = await checkSpam(db, actor, type, input);
  if (verdict === 'spam') return 'spam';
  if (verdict === 'under_review' && (current === 'published' || current === 'unlisted'))
    return 'under_review';
  return current;
}
