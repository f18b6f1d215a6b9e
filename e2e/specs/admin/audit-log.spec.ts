// /community/admin/audit_log (issue #11: "an audit log view (who did what, when, to which object, with a diff of the
// changed fields) … as its own list for ADMINISTRATOR"): an administrator finds a moderator's change with the
// filters kept in the address; anyone else gets the access page, and the API refuses them too.
import { api, expect, test } from '../../fixtures/index.js';
import { expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

test('an administrator reads who did what to which object, filtered in the address; axe-clean at 375 and 1440 px', async ({
  page,
  request,
}) => {
  test.slow(); // a page checked with axe at two widths
  const tagger = await memberWith(request, ['MANAGE_TAGS'], 'audittagger');
  const name = `Audited tag ${Date.now().toString(36)}`;
  const created = await request.post(`${api.apiUrl}/v1/tags`, {
    headers: { authorization: `Bearer ${tagger.jwt}` },
    data: { tag: { name } },
  });
  expect(created.status(), await created.text()).toBe(201);

  const administrator = await memberWith(request, ['ADMINISTRATOR'], 'auditadmin');
  await openAs(page, administrator, '/community/admin/audit_log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  const actor = page.getByLabel('Actor (member slug)');
  await actor.fill(tagger.slug);
  await actor.press('Enter');
  await expect(page).toHaveURL(new RegExp(`actor=${tagger.slug}`));
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: tagger.slug })).toBeVisible();
  await expect(row.getByText('tag.create')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, () => expect(row).toHaveCount(1));
  // The actor's name opens their admin page in the Users section.
  await row.getByRole('link', { name: tagger.slug }).click();
  await expect(page.getByRole('heading', { level: 1, name: tagger.username })).toBeVisible();
});

test('a moderator who is not an administrator gets the access page, and a 403 from the API', async ({
  page,
  request,
}) => {
  const moderator = await memberWith(request, ['MANAGE_TAGS', 'MANAGE_USERS'], 'auditnoadmin');
  const refused = await request.get(`${api.apiUrl}/v1/audit_log`, {
    headers: { authorization: `Bearer ${moderator.jwt}` },
  });
  expect(refused.status()).toBe(403);
  await openAs(page, moderator, '/community/admin/audit_log');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
