// Moderators for the Flagged and Spam specs: members given one admin flag by the seeded administrator (on top of
// the flags every member has), signed in again so their token carries it; and content posted through the API.
import type { APIRequestContext } from '@playwright/test';
import { api, expect, registerMember, type Member } from '../../fixtures/index.js';
import { markWelcomed } from '../community/helpers.js';

/** Bit positions of the flags these specs grant (packages/core/src/permissions/flags.ts). */
export const FLAG_BITS = {
  MANAGE_QUESTIONS: 4,
  MANAGE_COMMENTS: 6,
  MANAGE_REPORTS: 10,
} as const;

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { jwt: string; user: { slug: string } };
}

/** The seeded administrator's headers. */
export async function adminHeaders(request: APIRequestContext) {
  const { jwt } = await login(request, 'admin@example.com', 'reef-admin-password');
  return { authorization: `Bearer ${jwt}` };
}

/** The permissions claim of a member's token. */
function permissionsOf(jwt: string): bigint {
  const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as {
    permissions: string;
  };
  return BigInt(claims.permissions);
}

/** A fresh member holding a member's flags plus `flags`, welcomed and signed in again. */
export async function memberWithFlags(
  request: APIRequestContext,
  prefix: string,
  flags: (keyof typeof FLAG_BITS)[],
): Promise<Member> {
  const member = await registerMember(request, prefix);
  const bits = flags.reduce(
    (value, flag) => value | (1n << BigInt(FLAG_BITS[flag])),
    permissionsOf(member.jwt),
  );
  const granted = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: await adminHeaders(request),
    data: { user: { permissions: bits.toString() } },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const signedIn = { ...member, jwt: (await login(request, member.email, member.password)).jwt };
  await markWelcomed(request, signedIn);
  return signedIn;
}

/** Bearer headers of a member. */
export const bearer = (member: Pick<Member, 'jwt'>) => ({ authorization: `Bearer ${member.jwt}` });

/** A question asked through the API by a fresh member. */
export async function askQuestion(request: APIRequestContext, topic: string) {
  const asker = await registerMember(request, 'asker');
  const res = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: bearer(asker),
    data: {
      question: {
        title: `How do I keep ${topic} running after a reboot ${Date.now().toString(36)}?`,
        body: 'The service stops whenever the server restarts, and I have to start it by hand.',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; title: string };
}

/** A comment posted through the API; answers its id and state. */
export async function postComment(
  request: APIRequestContext,
  author: Member,
  questionId: number,
  body: string,
): Promise<{ id: number; state: string }> {
  const res = await request.post(`${api.apiUrl}/v1/comments`, {
    headers: bearer(author),
    data: { comment: { body, parent_type: 'question', parent_id: questionId } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; state: string };
}

/** The ids of a question's public comments, as a visitor's page reads them. */
export async function publicCommentIds(request: APIRequestContext, questionId: number): Promise<number[]> {
  const res = await request.get(`${api.apiUrl}/content/v1/comments/question/${questionId}?perPage=100`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: number }[] }).data.map((comment) => comment.id);
}
