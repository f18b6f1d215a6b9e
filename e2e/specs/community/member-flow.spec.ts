import { test, expect, api, registerMember, signInAs } from '../../fixtures/index.js';
import { findSeries, markWelcomed } from './helpers.js';

// Issue #7: sign in, ask a question (with a code block and a callout), a second member answers and comments, the
// asker is notified, upvotes, subscribes, and marks a series part completed.
test('members ask, answer, comment, get notified, upvote, subscribe and track a series', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const asker = await registerMember(request, 'asker');
  const helper = await registerMember(request, 'helper');
  await markWelcomed(request, asker);
  await markWelcomed(request, helper);
  const askerPage = await (await browser.newContext()).newPage();
  const helperPage = await (await browser.newContext()).newPage();

  // The asker writes a question with a code block and a callout, and adds a tag.
  await signInAs(askerPage, asker);
  await askerPage.goto('/community/questions/new');
  const title = `How do I keep my service running after a reboot? ${Date.now().toString(36)}`;
  await askerPage.getByLabel('Title').fill(title);
  await askerPage
    .getByRole('textbox', { name: 'Details' })
    .fill(
      'My service stops after every reboot. I start it like this:\n\n```bash\nnode server.js &\n```\n\n<$>[note]\nThe server runs Ubuntu.\n<$>\n\nWhat should I use instead?',
    );
  await askerPage.getByRole('combobox', { name: /Tags/ }).fill('ubuntu');
  await askerPage.getByRole('combobox', { name: /Tags/ }).press('Enter');
  await askerPage.getByRole('button', { name: 'Post your question' }).click();
  await expect(askerPage).toHaveURL(/\/community\/questions\/[a-z0-9-]+$/, { timeout: 20_000 });
  await expect(askerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(askerPage.locator('[data-article-body] pre').first()).toContainText('node server.js');
  await expect(askerPage.locator('[data-article-body] .callout').first()).toContainText(
    'The server runs Ubuntu.',
  );
  const questionPath = new URL(askerPage.url()).pathname;

  // A second member answers, then comments on the answer.
  await signInAs(helperPage, helper);
  await helperPage.goto(questionPath);
  await helperPage
    .getByRole('textbox', { name: 'Your answer' })
    .fill(
      'Create a systemd unit with `Restart=always` and enable it:\n\n```bash\nsudo systemctl enable --now myapp\n```',
    );
  await helperPage.getByRole('button', { name: 'Post your answer' }).click();
  const answer = helperPage.getByRole('article', { name: new RegExp(`^Answer by ${helper.username}`) });
  await expect(answer).toContainText('Restart=always');
  await answer.getByRole('button', { name: 'Reply' }).click();
  await helperPage
    .getByRole('textbox', { name: /^Reply to/ })
    .fill('See also the journal with journalctl -u myapp.');
  await helperPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    helperPage.getByRole('article', { name: new RegExp(`^Reply by ${helper.username}`) }),
  ).toContainText('journalctl');

  // The asker is notified of the answer.
  await expect
    .poll(async () => {
      const res = await request.get(`${api.apiUrl}/v1/users/${asker.slug}/notifications`, {
        headers: { authorization: `Bearer ${asker.jwt}` },
      });
      const body = (await res.json()) as { data?: { name: string }[] } | { name: string }[];
      return (Array.isArray(body) ? body : (body.data ?? [])).length;
    })
    .toBeGreaterThan(0);

  // The answer shows on the question page at the next load, and the asker upvotes it.
  await expect(async () => {
    await askerPage.reload();
    await expect(
      askerPage.getByRole('article', { name: new RegExp(`^Answer by ${helper.username}`) }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const upvote = askerPage
    .getByRole('article', { name: new RegExp(`^Answer by ${helper.username}`) })
    .getByRole('button', { name: /Upvote this answer/ });
  await upvote.click();
  await expect(askerPage.getByRole('button', { name: /Remove upvote from this answer/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The asker subscribes to a tutorial of a series and marks that part completed.
  const series = await findSeries(request);
  const part = series.tutorials[0]!;
  await askerPage.goto(`/community/tutorials/${part.slug}`);
  const subscribe = askerPage.getByRole('button', { name: 'Subscribe', exact: true });
  await subscribe.click();
  await expect(askerPage.getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-pressed', 'true');
  await askerPage.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(askerPage.getByRole('button', { name: /Completed/ })).toHaveAttribute('aria-pressed', 'true');

  await askerPage.goto(`/community/tutorial-series/${series.slug}`);
  await expect(askerPage.getByText(`1 of ${series.tutorials.length} completed`)).toBeVisible();
  await askerPage.reload();
  await expect(askerPage.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(1);
});
