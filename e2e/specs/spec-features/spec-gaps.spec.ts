import type { APIRequestContext, Page } from '@playwright/test';
import { api, axeViolations, expect, registerMember, signInAs, test } from '../../fixtures/index.js';
import { memberWith } from '../admin/helpers.js';
import { findTutorial, markWelcomed } from '../community/helpers.js';

// Issue #30, "The specification's last gaps": questions asked about a tutorial (content-and-presentation §7), the
// tag index at /community/tags, /community/tutorial-series for visitors, the footer's featured tutorials from data
// (community-app §2) and tutorial collections with public pages and an admin screen (content-and-presentation §2/§7).

/** axe finds nothing on the page at both widths, in the light and the dark theme. */
async function expectAxeClean(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await ready();
      expect(await axeViolations(page), `axe at ${width}px (${colorScheme}) on ${page.url()}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Reloads `path` until `check` holds: a cached page is regenerated after the write that changed it. */
async function eventually(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

/** The first published collection with at least one public tutorial. */
async function findCollection(
  request: APIRequestContext,
): Promise<{ slug: string; title: string; tutorials: { slug: string; title: string }[] }> {
  const list = await request.get(`${api.apiUrl}/content/v1/tutorial-collections`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const item of ((await list.json()) as { data: { slug: string }[] }).data) {
    const res = await request.get(`${api.apiUrl}/content/v1/tutorial-collections/${item.slug}`);
    const collection = (await res.json()) as {
      slug: string;
      title: string;
      tutorials: { slug: string; title: string }[];
    };
    if (collection.tutorials.length > 0) return collection;
  }
  throw new Error('The seed has no published tutorial collection with tutorials');
}

test('a tutorial page lists the questions asked about it, and its "ask" link opens the ask form with the tutorial linked', async ({
  page,
  request,
}) => {
  test.slow();
  const tutorial = await findTutorial(request);
  const tutorialPath = `/community/tutorials/${tutorial.slug}`;

  // A visitor sees the section and the way to ask, with no script of its own (plain links).
  await page.goto(tutorialPath);
  const section = page.getByRole('region', { name: 'Questions about this tutorial' });
  await expect(section).toBeVisible();
  const ask = section.getByRole('link', { name: 'Ask a question about this tutorial' });
  await expect(ask).toHaveAttribute(
    'href',
    `/community/questions/new?tutorial=${encodeURIComponent(tutorial.slug)}`,
  );

  // A member follows it: the ask form names the tutorial, and the question is saved linked to it.
  const asker = await registerMember(request, 'gapask');
  await markWelcomed(request, asker);
  await signInAs(page, asker);
  await page.goto(tutorialPath);
  await page
    .getByRole('region', { name: 'Questions about this tutorial' })
    .getByRole('link', { name: 'Ask a question about this tutorial' })
    .click();
  await expect(page).toHaveURL(/\/community\/questions\/new\?tutorial=/);
  await expect(page.getByText('About the tutorial')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: tutorial.title }).first()).toHaveAttribute(
    'href',
    tutorialPath,
  );
  await expectAxeClean(page, () => expect(page.getByLabel('Title')).toBeVisible());

  const title = `Does this tutorial work on a fresh server? ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Details' })
    .fill(
      'I followed every step of the tutorial on a new server and the last command fails. What did I miss?',
    );
  await page.getByRole('combobox', { name: /Tags/ }).fill('ubuntu');
  await page.getByRole('combobox', { name: /Tags/ }).press('Enter');
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL(/\/community\/questions\/[a-z0-9-]+$/, { timeout: 20_000 });
  const questionSlug = new URL(page.url()).pathname.split('/').pop()!;
  // The question names the tutorial it is about.
  await expect(page.getByRole('main').getByRole('link', { name: tutorial.title }).first()).toHaveAttribute(
    'href',
    tutorialPath,
  );
  const saved = await request.get(`${api.apiUrl}/content/v1/questions/${questionSlug}`);
  expect(saved.ok(), await saved.text()).toBe(true);
  const question = (await saved.json()) as { question?: { tutorial_id: number | null } } & {
    tutorial_id?: number | null;
  };
  expect(question.question?.tutorial_id ?? question.tutorial_id).toBe(tutorial.id);

  // The tutorial page then lists it, linking to the question.
  await eventually(page, tutorialPath, async () => {
    await expect(
      page.getByRole('region', { name: 'Questions about this tutorial' }).getByRole('link', { name: title }),
    ).toHaveAttribute('href', `/community/questions/${questionSlug}`, { timeout: 2_000 });
  });
  await expectAxeClean(page, () =>
    expect(page.getByRole('region', { name: 'Questions about this tutorial' })).toBeVisible(),
  );
});

test('/community/tags lists tags with counts, sorts by name, searches with a GET form and links to a tag page', async ({
  page,
}) => {
  await page.goto('/community/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const sorts = page.getByRole('navigation', { name: 'Sort tags' });
  await expect(sorts.getByRole('link', { name: 'Popular' })).toHaveAttribute('aria-current', 'page');
  const firstTag = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /tutorials? ·/ })
    .first();
  await expect(firstTag).toContainText(/\d+ questions?/);
  await expectAxeClean(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible(),
  );

  await sorts.getByRole('link', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\/community\/tags\?sort=name/);
  await expect(sorts.getByRole('link', { name: 'Name' })).toHaveAttribute('aria-current', 'page');

  const tagName = (await firstTag.getByRole('link').first().textContent())?.trim() ?? '';
  const search = page.getByRole('search', { name: 'Search tags' });
  await search.getByRole('searchbox', { name: 'Search tags by name' }).fill(tagName);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const link = page.getByRole('main').getByRole('link', { name: tagName, exact: true }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/community\/tags\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: tagName })).toBeVisible();
  // The tag page leads back to the index.
  await expect(
    page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Tags' }),
  ).toHaveAttribute('href', '/community/tags');
});

test('/community/tutorial-series loads for a visitor: the published series, not a sign-in page', async ({
  page,
}) => {
  const response = await page.goto('/community/tutorial-series');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial series' })).toBeVisible();
  // Still here after the session is known (a visitor is never sent to sign in).
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/community\/tutorial-series$/);
  await expect(page.getByRole('heading', { name: 'Log in to continue' })).toHaveCount(0);
  const series = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
  await expect(series).toHaveAttribute('href', /^\/community\/tutorial-series\/[^/]+$/);
  await expectAxeClean(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Tutorial series' })).toBeVisible(),
  );
  await series.click();
  await expect(page).toHaveURL(/\/community\/tutorial-series\/[^/]+$/);
});

test("the footer's featured tutorials link to real tutorial pages", async ({ page, request }) => {
  await page.goto('/community');
  const featured = page
    .getByRole('contentinfo')
    .getByRole('heading', { name: 'Featured tutorials' })
    .locator('xpath=..')
    .getByRole('link');
  await expect(featured.first()).toBeVisible();
  const hrefs = await featured.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/community\/tutorials\/[^/?]+$/);
    const slug = href.split('/').pop()!;
    const res = await request.get(`${api.apiUrl}/content/v1/tutorials/${slug}`);
    expect(res.ok(), `${href} is a public tutorial`).toBe(true);
  }
  await featured.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a tutorial collection has a public page listing its tutorials, and editors create one in the admin area', async ({
  page,
  request,
}) => {
  test.slow();
  const collection = await findCollection(request);
  await page.goto('/community/tutorial-collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial collections' })).toBeVisible();
  await expectAxeClean(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Tutorial collections' })).toBeVisible(),
  );
  await page.getByRole('link', { name: collection.title }).click();
  await expect(page).toHaveURL(new RegExp(`/community/tutorial-collections/${collection.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: collection.title })).toBeVisible();
  for (const tutorial of collection.tutorials)
    await expect(page.getByRole('main').getByRole('link', { name: tutorial.title }).first()).toHaveAttribute(
      'href',
      `/community/tutorials/${tutorial.slug}`,
    );
  await expectAxeClean(page, () =>
    expect(page.getByRole('heading', { level: 1, name: collection.title })).toBeVisible(),
  );

  // A tutorial of the collection names the collections holding it (content-and-presentation §7).
  await page.getByRole('main').getByRole('link', { name: collection.tutorials[0]!.title }).first().click();
  await expect(
    page.getByRole('region', { name: 'In collections' }).getByRole('link', { name: collection.title }),
  ).toHaveAttribute('href', `/community/tutorial-collections/${collection.slug}`);

  // An editor creates and publishes one from the admin screen; its public page then lists its tutorial.
  const tutorial = await findTutorial(request);
  const editor = await memberWith(request, ['MANAGE_TUTORIALS'], 'collector');
  await signInAs(page, editor);
  await page.goto('/community/admin/tutorial_collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorial collections' })).toBeVisible();
  await page.getByRole('link', { name: 'New tutorial collection' }).click();
  const title = `Starter kit ${Date.now().toString(36)}`;
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^State/).selectOption('published');
  // Its tutorials are picked from a search, not typed as ids.
  await page.getByRole('searchbox', { name: 'Find a tutorial to add' }).fill(tutorial.title.slice(0, 30));
  await page
    .getByRole('list', { name: 'Tutorials found' })
    .getByRole('button', { name: `Add ${tutorial.title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Remove ${tutorial.title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Create tutorial collection' }).click();
  await expect(page.getByText(title).first()).toBeVisible();
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await eventually(page, `/community/tutorial-collections/${slug}`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('main').getByRole('link', { name: tutorial.title }).first()).toBeVisible({
      timeout: 2_000,
    });
  });
});
