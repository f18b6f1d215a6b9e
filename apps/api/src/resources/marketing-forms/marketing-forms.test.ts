// The admin list of marketing forms counts each form's own leads.
import { describe, expect, it } from 'vitest';
import { marketingForms, marketingFormSubmissions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { listMarketingForms } from './service.js';

const t = useTestApp();

describe('listMarketingForms', () => {
  it("counts each form's leads, whatever the ids of forms and leads", async () => {
    const [quiet, busy] = await t.db
      .insert(marketingForms)
      .values([
        { slug: 'zz-quiet', title: 'Quiet' },
        { slug: 'zz-busy', title: 'Busy' },
      ])
      .returning();
    await t.db
      .insert(marketingFormSubmissions)
      .values([1, 2, 3].map((n) => ({ formId: busy!.id, data: { n } })));
    const { rows } = await listMarketingForms(t.db, { page: 1, limit: 100 });
    const leadsOf = (id: number) => rows.find((row) => row.form.id === id)?.leads;
    expect(leadsOf(quiet!.id)).toBe(0);
    expect(leadsOf(busy!.id)).toBe(3);
  });
});
