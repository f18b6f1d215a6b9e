// POST /api/revalidate — the API calls this after a write that changes public pages, or on regeneration.
// Body: { secret?, tags?: string[], paths?: string[] }; the secret may also come as `x-revalidate-secret` or a bearer.
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getRevalidateSecret } from '@/env';
import { pathInEveryLocale } from '@/i18n/revalidate-paths';

const bodySchema = z.object({
  secret: z.string().optional(),
  tags: z.array(z.string().min(1).max(256)).max(500).default([]),
  paths: z
    .array(z.string().regex(/^\/(?!\/)/, 'must be a site-relative path'))
    .max(500)
    .default([]),
});

function isSameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: NextRequest) {
  const parsed = bodySchema.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) {
    return NextResponse.json({ error: 'Invalid body', issues: parsed.error.issues }, { status: 400 });
  }
  const header =
    request.headers.get('x-revalidate-secret') ??
    request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!isSameSecret(parsed.data.secret ?? header ?? undefined, getRevalidateSecret())) {
    return NextResponse.json({ error: 'Invalid secret' }, { status: 401 });
  }
  // Expire at once rather than stale-while-revalidate ('max'): the next load after a write must show it
  // (issue #7: a new answer shows on the question page at the next load).
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  // A page renders once per interface language (app/[locale]): a path is expired in each, and the page cache is told
  // each language's address.
  const shown: string[] = [];
  for (const path of parsed.data.paths) {
    const every = pathInEveryLocale(path);
    for (const rendered of every.rendered) revalidatePath(rendered);
    shown.push(...every.shown);
  }
  return NextResponse.json({
    revalidated: true,
    tags: parsed.data.tags,
    paths: shown,
    now: Date.now(),
  });
}
