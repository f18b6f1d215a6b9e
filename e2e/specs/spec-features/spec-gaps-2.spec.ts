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
import { memberWith } from '../admin/helpers.js';
import { findTutorial, markWelcomed } from '../community/helpers.js';
import { openMail, waitForMail } from '../../fixtures/mailbox.js';

// Issue #30, "The specification's last gaps" (second part): the version picker of a tutorial in a versioned group
// (community-app §7), content images through the image service with srcset and lazy loading (content-and-presentation
// §7), the state-select field of marketing forms, a member's contributions filtered by language, the recently viewed
// list, and tools submitted by a member holding CREATE_TOOLS.

const stamp = () => Date.now().toString(36);

/** axe finds nothing on the page in the light and the dark theme. */
async function expectAxeClean(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `axe (${colorScheme}) on ${page.url()}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Reloads `path` until `check` holds: a cached page is regenerated after the write that changed it. */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

/** A published tutorial written by `editor` through the API. */
async function publishTutorial(
  request: APIRequestContext,
  editor: Member,
  title: string,
  body: string,
): Promise<{ id: number; slug: string }> {
  const res = await request.post(`${api.apiUrl}/v1/tutorials`, {
    headers: { authorization: `Bearer ${editor.jwt}` },
    data: { tutorial: { title, description: `${title}, step by step.`, body, state: 'published' } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

test('a tutorial in a versioned group shows a version picker that links the other versions', async ({
  page,
  request,
}) => {
  test.slow();
  const editor = await memberWith(request, ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'], 'versions');
  const auth = { authorization: `Bearer ${editor.jwt}` };
  const id = stamp();
  const body = 'Install the engine, then check that it runs.\n\n## Step 1\n\nInstall it.';
  const noble = await publishTutorial(request, editor, `Install the engine on Ubuntu 24.04 ${id}`, body);
  const jammy = await publishTutorial(request, editor, `Install the engine on Ubuntu 22.04 ${id}`, body);
  const distribution = await request.post(`${api.apiUrl}/v1/distributions`, {
    headers: auth,
    data: { distribution: { name: `Ubuntu ${id}` } },
  });
  expect(distribution.status(), await distribution.text()).toBe(201);
  const distributionId = ((await distribution.json()) as { id: number }).id;
  const versionIds: number[] = [];
  for (const [version, name] of [
    ['24.04', 'Noble Numbat'],
    ['22.04', 'Jammy Jellyfish'],
  ]) {
    const res = await request.post(`${api.apiUrl}/v1/distributions/${distributionId}/version`, {
      headers: auth,
      data: { version: { version, name } },
    });
    expect(res.status(), await res.text()).toBe(201);
    versionIds.push(((await res.json()) as { id: number }).id);
  }
  const group = await request.post(`${api.apiUrl}/v1/versioned_tutorial_groups`, {
    headers: auth,
    data: {
      versionedTutorialGroup: {
        name: `Install the engine ${id}`,
        items: [
          { tutorial_id: noble.id, distribution_version_id: versionIds[0] },
          { tutorial_id: jammy.id, distribution_version_id: versionIds[1] },
        ],
      },
    },
  });
  expect(group.status(), await group.text()).toBe(201);

  const picker = page.getByRole('navigation', { name: 'Choose your version' });
  await eventually(page, `/community/tutorials/${jammy.slug}`, async () => {
    await expect(picker).toBeVisible();
  });
  await expect(picker.getByRole('link', { name: `Ubuntu ${id} 22.04 (Jammy Jellyfish)` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await picker.getByRole('link', { name: `Ubuntu ${id} 24.04 (Noble Numbat)` }).click();
  await expect(page).toHaveURL(new RegExp(`/community/tutorials/${noble.slug}$`));
  await expect(
    page.getByRole('navigation', { name: 'Choose your version' }).getByRole('link', { name: /24\.04/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);
});

test('an image in a tutorial goes through the image service, with srcset, width/height and lazy loading', async ({
  page,
  request,
}) => {
  const editor = await memberWith(request, ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'], 'images');
  const alt = `A tide chart ${stamp()}`;
  const tutorial = await publishTutorial(
    request,
    editor,
    `Read a tide chart ${stamp()}`,
    `Read it from left to right.\n\n![${alt}](${api.webUrl}/icon.svg){width=320 height=200}\n\nThen note the high tide.`,
  );
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  const image = page.getByRole('img', { name: alt });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('decoding', 'async');
  await expect(image).toHaveAttribute('width', '320');
  await expect(image).toHaveAttribute('height', '200');
  await expect(image).toHaveAttribute('src', new RegExp(`^${api.apiUrl}/content/v1/images\\?src=`));
  await expect(image).toHaveAttribute('srcset', /width=320 1x, .*width=640 2x$/);
});

test("the sales form's state field is a select of the chosen country's states, a text field elsewhere", async ({
  page,
}) => {
  await page.goto('/company/contact/sales');
  const country = page.getByRole('combobox', { name: /Country/ });
  await country.selectOption({ label: 'United States' });
  const state = page.getByRole('combobox', { name: 'State or region' });
  await expect(state.getByRole('option', { name: 'New York' })).toHaveCount(1);
  await state.selectOption({ label: 'New York' });
  await country.selectOption({ label: 'Canada' });
  await expect(
    page.getByRole('combobox', { name: 'State or region' }).getByRole('option', { name: 'Quebec' }),
  ).toHaveCount(1);
  await country.selectOption({ label: 'France' });
  await expect(page.getByRole('textbox', { name: 'State or region' })).toBeVisible();
  await expectAxeClean(page);
});

test("a member's contributions filter by language, and the member sees what they viewed lately on their profile", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerMember(request, 'viewer');
  await markWelcomed(request, member);
  const tutorial = await findTutorial(request);
  await signInAs(page, member);
  // The page records the view once the member's session is known: leaving before that would record nothing.
  const recorded = page.waitForResponse(
    (res) => res.url().includes(`/v1/user_viewed/${member.slug}`) && res.request().method() === 'POST',
  );
  await page.goto(`/community/tutorials/${tutorial.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await recorded).ok()).toBe(true);

  // Recently viewed: the member's own profile lists the tutorial just read (only they see it).
  await expect(async () => {
    await page.goto(`/community/users/${member.slug}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: tutorial.title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The contributions' filters take a language; the choice stays in the address and in the form.
  const filters = page.getByRole('form', { name: 'Filter contributions' });
  await filters.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]language=de/);
  await expect(
    page.getByRole('form', { name: 'Filter contributions' }).getByRole('combobox', { name: 'Language' }),
  ).toHaveValue('de');
  await expectAxeClean(page);
});

test('a member holding CREATE_TOOLS submits a tool from the site and edits it', async ({ page, request }) => {
  test.slow();
  const maker = await memberWith(request, ['CREATE_TOOLS'], 'toolsmith');
  // A tool carries its website's link, which a member may post once their address is confirmed.
  await openMail(page, await waitForMail(maker.email, /^Confirm your email address for /));
  await page.getByRole('link', { name: 'Confirm my email address' }).click();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await signInAs(page, maker);
  const name = `Tide Table CLI ${stamp()}`;
  await page.goto('/community/tools');
  await page.getByRole('link', { name: 'Submit a tool' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a tool' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Tides in your terminal.');
  await page.getByLabel('Website', { exact: true }).fill('https://example.com/tide-table');
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'App' });
  await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit tool' }).click();

  // A draft: it opens its edit page, where the author changes it.
  await expect(page).toHaveURL(/\/community\/tools\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit tool' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByLabel('Description', { exact: true }).fill('Tides and currents in your terminal.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expectAxeClean(page);

  // A member without the permission is told which one the page needs.
  const other = await registerMember(request, 'notools');
  await markWelcomed(request, other);
  await signInAs(page, other);
  await page.goto('/community/tools/new');
  await expect(page.getByRole('heading', { name: 'You cannot submit tools yet' })).toBeVisible();
});
