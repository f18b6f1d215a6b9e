// Moderation that hides content expires every cached answer of what it hides (security review 2, #11: after
// spam_all the spammer's question was still served from the API response cache). Through the real HTTP server, with
// the response cache warm: each hidden object, the threads its author's comments lived in, and the author's profile.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import {
  buildComment,
  buildQuestion,
  buildTutorial,
  buildUser,
  buildUserWith,
  signIn,
} from '../../test/factories.js';
import { listenForTests } from '../../test/http.js';

const t = useTestApp({ RESPONSE_CACHE_MB: '16' });
let listening: ReturnType<typeof listenForTests> | undefined;
/** GET over a real socket (the app listens once for the whole file). */
const http = () => (listening ??= listenForTests(t.app));

/** Requests each URL twice so it is stored, and checks the second came from the cache. */
async function warm(get: Awaited<ReturnType<typeof listenForTests>>, urls: string[]) {
  for (const url of urls) {
    await get(url);
    expect((await get(url)).headers['x-cache'], url).toBe('HIT');
  }
}

describe('moderation expires the cached answers of what it hides', () => {
  it("[R2-11] after spam_all, the spammer's question, tutorial, comments and profile are gone at the next read", async () => {
    const get = await http();
    const spammer = await buildUser(t, { permissions: ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] });
    const question = await buildQuestion(t, {
      author: spammer,
      title: 'Buy cheap watches at spam dot example',
    });
    const tutorial = await buildTutorial(t, { author: spammer, title: 'How to buy cheap watches here' });
    const victimQuestion = await buildQuestion(t);
    await buildComment(
      t,
      { type: 'question', id: victimQuestion.id },
      { author: spammer, body: 'Cheap watches here!' },
    );
    const urls = {
      question: `/content/v1/questions/${question.slug}`,
      questionById: `/content/v1/questions/${question.id}`,
      tutorial: `/content/v1/tutorials/${tutorial.slug}`,
      thread: `/content/v1/comments/question/${victimQuestion.id}`,
      profile: `/content/v1/users/${spammer.slug}`,
      questions: '/content/v1/questions?limit=50',
    };
    await warm(get, Object.values(urls));
    expect((await get(urls.thread)).body).toContain('Cheap watches here!');

    const moderator = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const spam = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${spammer.slug}/spam_all`,
      headers: moderator,
    });
    expect(spam.statusCode, spam.body).toBe(200);

    expect((await get(urls.question)).status).toBe(404);
    expect((await get(urls.questionById)).status).toBe(404);
    expect((await get(urls.tutorial)).status).toBe(404);
    expect((await get(urls.profile)).status).toBe(404);
    expect((await get(urls.thread)).body).not.toContain('Cheap watches here!');
    expect((await get(urls.questions)).body).not.toContain('Buy cheap watches');
  });

  it("[R2-11] disabling a member takes their profile and their content's cached answers away at the next read, and enabling brings them back", async () => {
    const get = await http();
    const member = await buildUser(t);
    const question = await buildQuestion(t, { author: member });
    const profile = `/content/v1/users/${member.slug}`;
    await warm(get, [profile, `/content/v1/questions/${question.slug}`]);
    const manager = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const disable = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/disable`,
      headers: manager,
    });
    expect(disable.statusCode, disable.body).toBeLessThan(300);
    expect((await get(profile)).status).toBe(404);
    // The question's cached answer named its author: it is read again (and says what the API now says of it).
    expect((await get(`/content/v1/questions/${question.slug}`)).headers['x-cache']).toBe('MISS');
    const enable = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${member.slug}/enable`,
      headers: manager,
    });
    expect(enable.statusCode, enable.body).toBeLessThan(300);
    expect((await get(profile)).status).toBe(200);
  });

  it('[R2-11] a moderator trashing a question and bulk-marking another as spam removes both from the cache at once', async () => {
    const get = await http();
    const question = await buildQuestion(t);
    const url = `/content/v1/questions/${question.slug}`;
    await warm(get, [url, `/content/v1/questions/${question.id}`]);
    const moderator = await signIn(t, await buildUserWith(t, 'ADMINISTRATOR'));
    const trash = await t.app.inject({
      method: 'POST',
      url: `/v1/moderation/queue/question/${question.id}`,
      headers: moderator,
      payload: { action: 'trash' },
    });
    expect(trash.statusCode, trash.body).toBe(200);
    expect((await get(url)).status).toBe(404);
    expect((await get(`/content/v1/questions/${question.id}`)).status).toBe(404);

    const other = await buildQuestion(t);
    const otherUrl = `/content/v1/questions/${other.slug}`;
    await warm(get, [otherUrl]);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/v1/moderation/queue',
      headers: moderator,
      payload: { action: 'spam', items: [{ type: 'question', id: other.id }] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await get(otherUrl)).status).toBe(404);
  });

  it('[R2-11] resolving the reports of a tutorial with "trashed" takes it out of the cache at the next read', async () => {
    const get = await http();
    const tutorial = await buildTutorial(t, { title: 'How to report a tutorial' });
    const reporter = await buildUser(t);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/v1/user_reports',
      headers: await signIn(t, reporter),
      payload: {
        user_report: { reportable_type: 'tutorial', reportable_id: tutorial.id, reason: 'spam', details: '' },
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const urls = [`/content/v1/tutorials/${tutorial.slug}`, `/content/v1/tutorials/${tutorial.id}`];
    await warm(get, urls);
    const moderator = await signIn(t, await buildUserWith(t, 'MANAGE_REPORTS'));
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/user_reports/tutorial/${tutorial.id}`,
      headers: moderator,
      payload: { user_report: { state: 'resolved', object_state: 'trashed' } },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    for (const url of urls) expect((await get(url)).status, url).toBe(404);
  });
});
