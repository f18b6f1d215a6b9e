// The demo marketing forms of the public site (community-app §2 "/partners/apply, /company/contact/sales,
// /company/contact/abuse"): each page renders its form from these field definitions and stores answers as
// leads. Idempotent: a form that exists (by slug) is left as an administrator may have edited it.
import type { FormField } from '@reef/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { marketingForms } from '../../db/schema/index.js';
import { createMarketingForm, type MarketingFormInput } from '../../resources/marketing-forms/index.js';

type Field = Partial<FormField> & Pick<FormField, 'name' | 'type'>;
const field = (f: Field): FormField => ({ label: '', required: false, options: [], ...f });
const options = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label }));

/** The forms of /partners/apply, /company/contact/sales and /company/contact/abuse. */
export const DEMO_FORMS: MarketingFormInput[] = [
  {
    slug: 'partner-application',
    title: 'Apply to become a partner',
    state: 'published',
    destination: 'none',
    destination_config: {},
    fields: [
      field({ name: 'company', type: 'text', label: 'Company name', required: true }),
      field({ name: 'website', type: 'text', label: 'Company website', required: true }),
      field({ name: 'first_name', type: 'text', label: 'First name', required: true }),
      field({ name: 'last_name', type: 'text', label: 'Last name', required: true }),
      field({ name: 'email', type: 'email', label: 'Work email', required: true }),
      field({ name: 'country', type: 'country-select', label: 'Country', required: true }),
      field({
        name: 'partner_type',
        type: 'radio',
        label: 'Kind of partnership',
        required: true,
        options: options('Consulting', 'Managed services', 'Technology', 'Reseller'),
      }),
      field({ name: 'customers', type: 'number', label: 'Customers you serve today' }),
      field({ name: 'about', type: 'textarea', label: 'Tell us about your business', required: true }),
      field({
        name: 'consent',
        type: 'checkbox',
        label: 'I agree to be contacted about the partner program',
        required: true,
      }),
      field({ name: 'source', type: 'hidden', value: 'partners-apply-page' }),
    ],
  },
  {
    slug: 'contact-sales',
    title: 'Contact sales',
    state: 'published',
    destination: 'none',
    destination_config: {},
    fields: [
      field({ name: 'first_name', type: 'text', label: 'First name', required: true }),
      field({ name: 'last_name', type: 'text', label: 'Last name', required: true }),
      field({ name: 'email', type: 'email', label: 'Work email', required: true }),
      field({ name: 'phone', type: 'phone', label: 'Phone number' }),
      field({ name: 'company', type: 'text', label: 'Company', required: true }),
      field({
        name: 'company_size',
        type: 'select',
        label: 'Company size',
        required: true,
        options: options('1-10', '11-50', '51-200', '201-1000', 'More than 1000'),
      }),
      field({
        name: 'monthly_spend',
        type: 'select',
        label: 'Expected monthly cloud spend',
        options: options('Under $500', '$500 to $5,000', '$5,000 to $50,000', 'Over $50,000'),
      }),
      field({ name: 'country', type: 'country-select', label: 'Country', required: true }),
      // A select of the chosen country's states or regions, or a text field for a country without a list.
      field({ name: 'state', type: 'state-select', label: 'State or region' }),
      field({ name: 'message', type: 'textarea', label: 'How can we help?', required: true }),
      field({ name: 'source', type: 'hidden', value: 'contact-sales-page' }),
    ],
  },
  {
    slug: 'contact-abuse',
    title: 'Report abuse',
    state: 'published',
    destination: 'none',
    destination_config: {},
    fields: [
      field({ name: 'email', type: 'email', label: 'Your email', required: true }),
      field({ name: 'name', type: 'text', label: 'Your name' }),
      field({
        name: 'abuse_type',
        type: 'select',
        label: 'Kind of abuse',
        required: true,
        options: options('Spam', 'Phishing', 'Malware', 'Copyright', 'Network attack', 'Other'),
      }),
      field({ name: 'target', type: 'text', label: 'IP address or URL involved', required: true }),
      field({ name: 'seen_on', type: 'date', label: 'Date you saw it' }),
      field({ name: 'details', type: 'textarea', label: 'What happened', required: true }),
      field({ name: 'source', type: 'hidden', value: 'contact-abuse-page' }),
    ],
  },
];

/** Writes the demo forms that do not exist yet; returns how many it wrote. */
export async function seedMarketingForms(db: Database): Promise<number> {
  let written = 0;
  for (const form of DEMO_FORMS) {
    const [existing] = await db
      .select({ id: marketingForms.id })
      .from(marketingForms)
      .where(eq(marketingForms.slug, form.slug));
    if (existing) continue;
    await createMarketingForm(db, form);
    written += 1;
  }
  return written;
}
