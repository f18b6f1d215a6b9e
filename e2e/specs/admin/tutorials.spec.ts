// The admin Tutorials section and the gates around tutorials (issue #11; community-app §2 "Tutorials:
// /community/admin/tutorials — VIEW_TUTORIALS or MANAGE_TUTORIALS"), in Chromium against the production build:
// a reader of every state sees the list read-only, an editor moves a tutorial through a state the status-transition
// table allows and the public site follows, the public page offers Edit only to those allowed, and the new-tutorial
// page tells a member without CREATE_TUTORIALS why. Every admin page is checked with axe at 375 and 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  api,
  axeViolations,
  expect,
  registerMember,
  signInAs,
  test,
  type Member,
} from '../../fixtures/index.js';
import { markWelcomed } from '../community/helpers.js';

type Tutorial = { id: number; slug: string; title: string; state: string };

// Bit positions of the flags these tests grant (packages/core/src/permissions/flags.ts; never renumbered).
const FLAG_BITS = {
  CREATE_TUTORIALS: 0,
  VIEW_TUTORIALS: 1,
  MANAGE_TUTORIALS: 2,
  CREATE_QUESTIONS: 3,
  CREATE_COMMENTS: 5,
  CREATE_REPORTS: 9,
} as const;
type PermissionFlag = keyof typeof FLAG_BITS;
/** What a new member holds (DEFAULT_MEMBER_PERMISSIONS). */
const MEMBER: PermissionFlag[] = ['CREATE_QUESTIONS', 'CREATE_COMMENTS', 'CREATE_REPORTS'];

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${api.apiUrl}/v1/auth/login`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

const adminJwt = (request: APIRequestContext) => login(request, 'admin@example.com', 'reef-admin-password');

/** A new member holding exactly `flags` (granted by the seeded administrator), signed in again for a fresh token. */
async function memberWith(
  request: APIRequestContext,
  prefix: string,
  flags: PermissionFlag[],
): Promise<Member> {
  const member = await registerMember(request, prefix);
  const bits = flags.reduce((sum, flag) => sum | (1n << BigInt(FLAG_BITS[flag])), 0n);
  const granted = await request.patch(`${api.apiUrl}/v1/users/${member.slug}`, {
    headers: { authorization: `Bearer ${await adminJwt(request)}` },
    data: { user: { permissions: bits.toString() } },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const signedIn = { ...member, jwt: await login(request, member.email, member.password) };
  await markWelcomed(request, signedIn);
  return signedIn;
}

/** A tutorial written through the API by `jwt` (an editor's token publishes it). */
async function writeTutorial(
  request: APIRequestContext,
  jwt: string,
  fields: { title: string; state?: string },
): Promise<Tutorial> {
  const res = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      tutorial: {
        title: fields.title,
        description: 'A tutorial written by the end-to-end suite.',
        body: '## Step 1\n\nInstall the package with `apt install nginx`.\n\n## Step 2\n\nStart it.',
        state: fields.state ?? 'draft',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Tutorial;
}

async function expectAxeClean(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual([]);
    await expect(page.getByRole('main')).toHaveCount(1);
  }
}

const unique = () => Date.now().toString(36);

test.describe('admin Tutorials', () => {
  test('"VIEW_TUTORIALS holders see everything read-only": the list in every state, no moves, no editor', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Draft only readers of every state see ${unique()}`;
    const draft = await writeTutorial(request, await adminJwt(request), { title, state: 'draft' });
    const viewer = await memberWith(request, 'viewer', ['VIEW_TUTORIALS']);
    await signInAs(page, viewer);

    await page.goto(`/community/admin/tutorials?query=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tutorials (read-only)' });
    await expect(table.getByRole('rowheader', { name: title })).toBeVisible();
    await expect(table.getByText('Draft', { exact: true })).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(table.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Tutorial states' })).toBeVisible();
    await expectAxeClean(page);

    // Its admin page: read, with no move and no edit link.
    await table.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/moving it needs MANAGE_TUTORIALS/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expectAxeClean(page);

    // The editor is for MANAGE_TUTORIALS: the access page, not a form that fails on save.
    await page.goto(`/community/admin/tutorials/${draft.id}/edit`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeVisible();
    await expect(page.getByText('MANAGE_TUTORIALS', { exact: true })).toBeVisible();

    // The API agrees: a bulk move is refused.
    const refused = await request.post(`${api.apiUrl}/v1/tutorials/bulk_state`, {
      headers: { authorization: `Bearer ${viewer.jwt}` },
      data: { tutorial_ids: [draft.id], state: 'published' },
    });
    expect(refused.status()).toBe(403);
  });

  test('a member without VIEW_TUTORIALS or MANAGE_TUTORIALS gets the access page', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'nobody');
    await markWelcomed(request, member);
    await signInAs(page, member);
    await page.goto('/community/admin/tutorials');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
    ).toBeVisible();
    await expect(page.getByText('VIEW_TUTORIALS', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a MANAGE_TUTORIALS editor moves a tutorial through states the table allows, and the public site follows', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const title = `Editors move this tutorial ${unique()}`;
    const tutorial = await writeTutorial(request, await adminJwt(request), { title, state: 'published' });
    const editor = await memberWith(request, 'editor', ['MANAGE_TUTORIALS']);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/community/tutorials/${tutorial.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await signInAs(page, editor);
    await page.goto(`/community/admin/tutorials?query=${encodeURIComponent(title)}`);
    const table = page.getByRole('table', { name: 'Tutorials' });
    await expect(table.getByRole('rowheader', { name: title })).toBeVisible();
    await table.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bulk = page.getByRole('group', { name: 'Bulk actions' });
    // From published an editor may go anywhere else; staying is not a move.
    await expect(bulk.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await bulk.getByRole('button', { name: 'Move to draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to draft 1 tutorial?' });
    await expect(dialog.getByText(/Hidden from the site/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Move to draft' }).click();
    await expect(page.getByText('Moved to draft 1 tutorial.')).toBeVisible();
    await expect(table.getByText('Draft', { exact: true })).toBeVisible();

    // The public page is gone (revalidated after the write).
    await expect
      .poll(async () => (await visitor.goto(`/community/tutorials/${tutorial.slug}`))?.status(), {
        timeout: 20_000,
      })
      .toBe(404);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();

    // Published again from its admin page, with a confirmation that says what it does.
    await table.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog', { name: `Publish “${title}”?` });
    await expect(confirm.getByText(/On the site, in lists/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Published: ${title}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Public page' })).toBeVisible();
    // Its history on the same page: the moves just made, with who made them.
    const history = page.getByRole('table', { name: 'History: changes to this tutorial, newest first' });
    await expect(history.getByRole('row').filter({ hasText: editor.slug }).first()).toBeVisible();
    await expectAxeClean(page);

    await expect
      .poll(async () => (await visitor.goto(`/community/tutorials/${tutorial.slug}`))?.status(), {
        timeout: 20_000,
      })
      .toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The editor opens the admin editor from the admin page; it passes axe too.
    await page.goto(`/community/admin/tutorials/${tutorial.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
    await expect(page.getByLabel('State')).toHaveValue('published');
    await expectAxeClean(page);
  });

  test('the admin editor saves a change, shows field errors at the field and refuses nothing silently', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Editors retitle this tutorial ${unique()}`;
    const tutorial = await writeTutorial(request, await adminJwt(request), { title, state: 'draft' });
    const editor = await memberWith(request, 'retitle', ['MANAGE_TUTORIALS']);
    await signInAs(page, editor);
    await page.goto(`/community/admin/tutorials/${tutorial.id}/edit`);
    await expect(page.getByLabel('Title (required)')).toHaveValue(title);

    await page.getByLabel('Slug').fill('Not A Slug!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('link', { name: /^Slug: / })).toBeVisible();
    await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Slug').fill(tutorial.slug);
    await page.getByLabel('Title (required)').fill(`${title} (revised)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/community/admin/tutorials/${tutorial.id}$`));
  });
});

test.describe('edit links and create gates on public pages', () => {
  test('the public page shows Edit for the author and an editor, and not for another member', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const author = await memberWith(request, 'author', [...MEMBER, 'CREATE_TUTORIALS']);
    const draft = await writeTutorial(request, author.jwt, {
      title: `Author edits this tutorial ${unique()}`,
    });
    // An editor publishes it (authors write drafts; publishing is an editorial move).
    const published = await request.patch(`${api.apiUrl}/v1/tutorials/${draft.id}`, {
      headers: { authorization: `Bearer ${await adminJwt(request)}` },
      data: { tutorial: { state: 'published' } },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const editor = await memberWith(request, 'linkeditor', ['MANAGE_TUTORIALS']);
    const other = await memberWith(request, 'other', [...MEMBER, 'CREATE_TUTORIALS']);
    const path = `/community/tutorials/${draft.slug}`;

    const as = async (member: Member) => {
      const page = await (await browser.newContext()).newPage();
      await signInAs(page, member);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
      return page;
    };

    const authorPage = await as(author);
    const edit = authorPage.getByRole('link', { name: 'Edit this tutorial' });
    await expect(edit).toHaveAttribute('href', `${path}/edit`);
    await expect(authorPage.getByRole('link', { name: 'Admin page of this tutorial' })).toHaveCount(0);
    // The author's editor keeps it published (the table lets only editors move it).
    await edit.click();
    await expect(authorPage.getByLabel('Title')).toHaveValue(draft.title);
    await expect(authorPage.getByLabel('Status')).toHaveCount(0);

    const editorPage = await as(editor);
    await expect(editorPage.getByRole('link', { name: 'Edit this tutorial' })).toBeVisible();
    await expect(editorPage.getByRole('link', { name: 'Admin page of this tutorial' })).toHaveAttribute(
      'href',
      `/community/admin/tutorials/${draft.id}`,
    );

    const otherPage = await as(other);
    // The member's session has loaded (their Report button shows); the page itself is the same for everyone.
    await expect(otherPage.getByRole('button', { name: 'Report this tutorial' })).toBeVisible();
    await expect(otherPage.getByRole('list', { name: 'Manage this tutorial' })).toHaveCount(0);
    await expect(otherPage.getByRole('link', { name: 'Edit this tutorial' })).toHaveCount(0);
    // Typing the address anyway: the editor says why, instead of a form that fails on save.
    await otherPage.goto(`${path}/edit`);
    await expect(otherPage.getByRole('heading', { name: 'You cannot edit this tutorial' })).toBeVisible();
    await expect(otherPage.getByText('MANAGE_TUTORIALS', { exact: true })).toBeVisible();
  });

  test('"/community/tutorials/new tells a member without CREATE_TUTORIALS why" (and what to do)', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 'newwriter');
    await markWelcomed(request, member);
    await signInAs(page, member);
    await page.goto('/community/tutorials/new');
    await expect(page.getByRole('heading', { name: 'You cannot write tutorials yet' })).toBeVisible();
    await expect(page.getByText('CREATE_TUTORIALS', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write for us: become an author' })).toHaveAttribute(
      'href',
      '/community/pages/write-for-digitalocean',
    );
    await expect(page.getByLabel('Title')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // With the permission, the same page is the editor.
    const author = await memberWith(request, 'newauthor', ['CREATE_TUTORIALS']);
    await signInAs(page, author);
    await page.goto('/community/tutorials/new');
    await expect(page.getByLabel('Title')).toBeVisible();
  });
});
