// Spam checks on member writes: spam IPs and spam phrases send the post to `spam`; links to domains
// outside a non-empty permitted-domains list send it to `under_review`. Moderators are never checked.
import { can, type Actor, type SubjectType } from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { permittedDomains, spamIps, spamPhrases } from '../db/schema/index.js';

export type SpamVerdict = 'published' | 'under_review' | 'spam';

function linkedHosts(markdown: string): string[] {
  const hosts = new Set<string>();
  for (const match of markdown.matchAll(/https?:\/\/([^\s/)\]>"']+)/gi)) hosts.add(match[1]!.toLowerCase().replace(/:\d+$/, ''));
  return [...hosts];
}

/** The state a new question or comment starts in. */
export async function checkSpam(db: Executor, actor: Actor, type: SubjectType, input: { text: string; ip?: string }): Promise<SpamVerdict> {
  if (can(actor, 'moderate', { type })) return 'published';
  if (input.ip) {
    const [ip] = await db.select({ id: spamIps.id }).from(spamIps).where(eq(spamIps.ip, input.ip)).limit(1);
    if (ip) return 'spam';
  }
  const phrases = await db.select({ phrase: spamPhrases.phrase }).from(spamPhrases);
  const lower = input.text.toLowerCase();
  if (phrases.some((p) => p.phrase && lower.includes(p.phrase.toLowerCase()))) return 'spam';
  const hosts = linkedHosts(input.text);
  if (hosts.length > 0) {
    const allowed = (await db.select({ domain: permittedDomains.domain }).from(permittedDomains)).map((d) => d.domain.toLowerCase());
    if (allowed.length > 0 && hosts.some((h) => !allowed.some((d) => h === d || h.endsWith(`.${d}`)))) return 'under_review';
  }
  return 'published';
}
