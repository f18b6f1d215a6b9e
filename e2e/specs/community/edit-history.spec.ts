import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  api,
  axeViolations,
  registerMember,
  signInAs,
  type Member,
} from '../../fixtures/index.js';
import { markWelcomed } from './helpers.js';

// Issue #32, items 3 and 4: "a public history page per item shows inline and side-by-side diffs of the rendered text
// and of the markdown; authors and moderators roll back"; "any member may suggest an edit to a tutorial …; the author
// (or a moderator) reviews the diff and accepts …; accepted contributors are credited on the page". Done means
// "history with a rollback, a suggested edit accepted and credited; axe clean on the new pages".

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

async function checkAxe(page: Parameters<typeof axeViolations>[0], label: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${label} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an asker reads the history of an edited question in all four views and rolls it back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const asker = await registerMember(request, 'historian');
  await markWelcomed(request, asker);
  const stamp = Date.now().toString(36);
  const title = `Why does nginx refuse connections on port 80? ${stamp}`;
  const asked = await request.post(`${api.apiUrl}/v1/questions`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: {
        title,
        body: 'Connections to port 80 are refused after I installed nginx on my server.',
        tags: [],
        language: 'en',
      },
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const question = (await asked.json()) as { id: number; slug: string };
  const edited = await request.patch(`${api.apiUrl}/v1/questions/${question.id}`, {
    headers: { authorization: `Bearer ${asker.jwt}` },
    data: {
      question: { body: 'Connections to port 8080 are refused after I installed nginx on my droplet.' },
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  await signInAs(page, asker);
  await page.goto(`/community/questions/${question.slug}`);
  await expect(page.getByText(/Edited 1 time/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit history: ${title}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revision 2 (current)' })).toBeVisible();
  await expect(page.locator('del', { hasText: 'server' }).first()).toBeVisible();
  await expect(page.locator('ins', { hasText: 'droplet' }).first()).toBeVisible();
  await checkAxe(page, 'question history, rendered text inline');

  await page.getByRole('link', { name: 'Markdown' }).click();
  await expect(page.getByRole('link', { name: 'Markdown' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Side by side' }).click();
  await expect(page).toHaveURL(/view=markdown/);
  await expect(page).toHaveURL(/layout=side/);
  await expect(page.getByRole('heading', { name: 'Before' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'After' }).first()).toBeVisible();
  await checkAxe(page, 'question history, markdown side by side');

  await page.getByRole('button', { name: 'Roll back to revision 1' }).click();
  await expect(page.getByRole('heading', { name: 'Revision 3 (current)' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Rolled back to revision 1/).first()).toBeVisible();
  const now = await request.get(`${api.apiUrl}/v1/questions/${question.id}`);
  expect(((await now.json()) as { body_html: string }).body_html).toContain('port 80 are refused');
});

test('a member suggests an edit to a tutorial, an editor accepts it, and the tutorial credits them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminJwt = await login(request, 'admin@example.com', 'reef-admin-password');
  const stamp = Date.now().toString(36);
  const title = `How to install nginx on Ubuntu ${stamp}`;
  const written = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers: { authorization: `Bearer ${adminJwt}` },
    data: {
      tutorial: {
        title,
        description: 'A tutorial written by the end-to-end suite.',
        body: '## Step 1\n\nRun `sudo apt install ngnix` to install the web server.',
        state: 'published',
      },
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const tutorial = (await written.json()) as { id: number; slug: string };

  const member = await registerMember(request, 'improver');
  await markWelcomed(request, member);
  await signInAs(page, member);
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await page.getByRole('link', { name: 'Suggest an edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Suggest an edit: ${title}` })).toBeVisible();
  await checkAxe(page, 'suggest an edit');
  const text = page.getByLabel('Text (markdown)');
  await expect(text).toHaveValue(/ngnix/);
  await text.fill('## Step 1\n\nRun `sudo apt install nginx` to install the web server.');
  await page.getByLabel('What you changed and why').fill('The package is called nginx');
  await page.getByRole('button', { name: 'Send the suggestion' }).click();
  await expect(page.getByText('Thank you: your suggestion was sent to the author')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'See your suggestion' }).click();
  await expect(page.getByText('Waiting for review')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The tutorial's editor reviews it: the diff, then Accept.
  const admin: Member = {
    username: 'admin',
    email: 'admin@example.com',
    password: '',
    slug: '',
    jwt: adminJwt,
  };
  await signInAs(page, admin);
  await page.goto(`/community/suggested-edits?type=tutorial&id=${tutorial.id}`);
  const link = page.getByRole('link', { name: new RegExp(`Suggested edit \\d+ by ${member.username}`) });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await checkAxe(page, 'suggested edits of a tutorial');
  await link.click();
  await expect(page.locator('ins', { hasText: 'nginx' }).first()).toBeVisible({ timeout: 15_000 });
  await checkAxe(page, 'review a suggested edit');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Credited on the page, and the history names the suggester's revision.
  await expect
    .poll(
      async () => {
        await page.goto(`/community/tutorials/${tutorial.slug}`);
        return page.getByText(/Co-authors:/).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain(member.username);
  await expect(page.locator('main article').first()).toContainText('sudo apt install nginx');
  await page.getByRole('link', { name: 'history' }).click();
  await expect(page.getByText(/Suggested edit \d+ accepted/).first()).toBeVisible();
  await checkAxe(page, 'tutorial history');
});
