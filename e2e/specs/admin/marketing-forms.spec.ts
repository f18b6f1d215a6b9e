import { readFile } from 'node:fs/promises';
import { api, test, expect } from '../../fixtures/index.js';
import { administratorJwt, expectAxeCleanAtBothWidths, memberWith, openAs } from './helpers.js';

// Issue #12, the admin section of marketing forms (MANAGE_MARKETING: "forms and their fields, leads per form with
// search and CSV export, destinations and their delivery log"); "an edit shows on the public page after save,
// without a restart"; "axe-core clean on every ... admin page at 375 and 1440 px".

type Form = { id: number; updated_at: string; fields: { name: string; label: string }[] };

test('a field label edited in the admin shows on /company/contact/sales at the next load; its lead is found and exported', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = { authorization: `Bearer ${await administratorJwt(request)}` };
  const original = (await (
    await request.get(`${api.apiUrl}/v1/marketing_forms/contact-sales`, { headers: admin })
  ).json()) as Form;
  const editor = await memberWith(request, ['MANAGE_MARKETING'], 'forms');
  const suffix = Date.now().toString(36);
  const label = `Direct line ${suffix}`;
  try {
    // The list: every form with its lead count.
    await openAs(page, editor, '/community/admin/marketing_forms');
    const table = page.getByRole('table', { name: 'Marketing forms' });
    await expect(table.getByRole('link', { name: 'Contact sales' })).toBeVisible();
    await expectAxeCleanAtBothWidths(page, () => expect(table).toBeVisible());

    // The fields editor: rows, not JSON.
    await page.goto(`/community/admin/marketing_forms/${original.id}/edit`);
    const form = page.getByRole('form', { name: 'Marketing form form' });
    await expect(form.getByText('Form fields')).toBeVisible();
    const phone = form.getByRole('group', { name: 'Field 4: phone' });
    await expect(phone.getByLabel('Label')).toHaveValue('Phone number');
    await expectAxeCleanAtBothWidths(page, () => expect(phone).toBeVisible());
    // A bad name is refused before sending, at its row.
    await phone.getByLabel('Name').fill('Phone Number');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const renamed = form.getByRole('group', { name: /^Field 4/ });
    await expect(renamed.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await renamed.getByLabel('Name').fill('phone');
    await renamed.getByLabel('Label').fill(label);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();
    await expect(page.getByText(label).first()).toBeVisible();

    // The public page at its next load, no restart.
    await page.goto('/company/contact/sales');
    const sales = page.getByRole('form', { name: 'Contact sales' });
    await expect(sales.getByLabel(new RegExp(`^${label}`))).toBeVisible();
    const company = `Lead ${suffix} Ltd`;
    await sales.getByLabel(/^First name/).fill('Grace');
    await sales.getByLabel(/^Last name/).fill('Hopper');
    await sales.getByLabel(/^Work email/).fill(`grace-${suffix}@navy.example`);
    await sales.getByLabel(new RegExp(`^${label}`)).fill('+1 555 0100');
    await sales.getByLabel(/^Company \(required\)/).fill(company);
    await sales.getByLabel(/^Company size/).selectOption({ label: '201-1000' });
    await sales.getByLabel(/^Country/).selectOption('US');
    await sales.getByLabel(/^How can we help/).fill('A migration of 40 servers.');
    await sales.getByRole('button', { name: 'Contact sales' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, we have your message.' })).toBeVisible();

    // The Leads panel: the lead is there, and the search (kept in the address) finds it.
    await page.goto(`/community/admin/marketing_forms/${original.id}`);
    const leads = page.getByRole('table', { name: 'Leads of Contact sales' });
    await expect(leads.getByText(company)).toBeVisible();
    await expectAxeCleanAtBothWidths(page, () => expect(leads).toBeVisible());
    await page.getByLabel('Search leads').fill(`grace-${suffix}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=grace-${suffix}`));
    await expect(leads.getByRole('row')).toHaveCount(2);
    await expect(leads.getByText(company)).toBeVisible();
    await page.getByLabel('Search leads').fill(`nobody-${suffix}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`No lead matches “nobody-${suffix}”.`)).toBeVisible();

    // Export CSV: a file that holds the lead.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('leads-contact-sales.csv');
    expect(await readFile((await file.path())!, 'utf8')).toContain(company);
  } finally {
    const current = (await (
      await request.get(`${api.apiUrl}/v1/marketing_forms/${original.id}`, { headers: admin })
    ).json()) as Form;
    await request.patch(`${api.apiUrl}/v1/marketing_forms/${original.id}`, {
      headers: { ...admin, 'if-match': `"${current.updated_at}"` },
      data: { marketing_form: { fields: original.fields } },
    });
  }
});

test('a webhook is set with a write-only secret; the form page shows its delivery log', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = { authorization: `Bearer ${await administratorJwt(request)}` };
  const original = (await (
    await request.get(`${api.apiUrl}/v1/marketing_forms/contact-abuse`, { headers: admin })
  ).json()) as Form;
  const editor = await memberWith(request, ['MANAGE_MARKETING'], 'hooks');
  const secret = `whsec-${Date.now().toString(36)}-0123456789`;
  try {
    await openAs(page, editor, `/community/admin/marketing_forms/${original.id}/edit`);
    const form = page.getByRole('form', { name: 'Marketing form form' });
    await form.getByLabel('Webhook address').fill('https://hooks.example.test/reef-leads');
    await form.getByLabel('Webhook secret').fill(secret);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/saved\./).first()).toBeVisible();
    // Write-only: the page says a secret is stored and never shows it.
    await expect(page.getByText(/^A secret is stored \(never shown\)/)).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    const log = page.getByRole('region', { name: 'Delivery log' });
    await expect(log).toBeVisible();

    const sent = await request.post(`${api.apiUrl}/v1/marketing_forms/contact-abuse/leads`, {
      data: {
        lead: {
          email: 'hook@example.org',
          abuse_type: 'spam',
          target: '203.0.113.9',
          details: 'Spam from this address.',
        },
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { id: leadId } = (await sent.json()) as { id: number };
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Delivery log' }).getByText(`Lead ${leadId}:`),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectAxeCleanAtBothWidths(page, () => expect(log).toBeVisible());

    // On the edit page the stored secret is offered for replacement, not shown.
    await page.goto(`/community/admin/marketing_forms/${original.id}/edit`);
    await expect(form.getByText('A secret is stored.', { exact: false })).toBeVisible();
    await form.getByRole('button', { name: 'Replace secret' }).click();
    await expect(form.getByLabel('New webhook secret')).toBeFocused();
    await expect(form.getByLabel('New webhook secret')).toHaveValue('');
    await expectAxeCleanAtBothWidths(page, () => expect(form).toBeVisible());
  } finally {
    const current = (await (
      await request.get(`${api.apiUrl}/v1/marketing_forms/${original.id}`, { headers: admin })
    ).json()) as Form;
    await request.patch(`${api.apiUrl}/v1/marketing_forms/${original.id}`, {
      headers: { ...admin, 'if-match': `"${current.updated_at}"` },
      data: { marketing_form: { webhook_url: null, webhook_secret: null } },
    });
  }
});

test('a member without MANAGE_MARKETING gets the access page', async ({ page, request }) => {
  const member = await memberWith(request, ['MANAGE_PARTNERS'], 'noforms');
  await openAs(page, member, '/community/admin/marketing_forms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this section' }),
  ).toBeVisible();
});
