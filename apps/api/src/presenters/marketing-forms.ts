// Marketing form and lead JSON: the destination and its settings only for MANAGE_MARKETING.
import type { FormField } from '@reef/core';
import type { LeadRow, MarketingFormRow } from '../services/marketing-forms.js';

type Destination = 'none' | 'marketing_automation' | 'spreadsheet';

/** A form; `admin` adds the destination and the lead count. */
export function presentMarketingForm(
  row: MarketingFormRow,
  options: { admin: boolean; leadsCount?: number },
) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    state: row.state as 'draft' | 'published' | 'trashed',
    fields: row.fields as FormField[],
    ...(options.admin
      ? {
          destination: (row.provider ?? 'none') as Destination,
          destination_config: row.providerConfig as Record<string, string>,
          ...(options.leadsCount !== undefined ? { leads_count: options.leadsCount } : {}),
        }
      : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A lead. */
export function presentLead(row: LeadRow) {
  return {
    id: row.id,
    form_id: row.formId,
    data: row.data,
    destination: row.destination as Destination,
    created_at: row.createdAt.toISOString(),
  };
}
