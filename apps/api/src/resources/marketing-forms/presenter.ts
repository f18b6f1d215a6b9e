// Marketing form, lead and webhook delivery JSON: the destination, its settings and the webhook address only
// for MANAGE_MARKETING; the webhook secret never.
import type { FormField } from '@reef/core';
import type { LeadDeliveryAttemptRow, LeadDeliveryRow } from './lead-deliveries-service.js';
import type { LeadRow, MarketingFormRow, MarketingFormVersion } from './service.js';

type Destination = 'none' | 'marketing_automation' | 'spreadsheet';

/**
 * A form; `admin` adds the destination and the lead count (and the states of its language versions). `translations`
 * are the family's other versions (issue #31), when the reader loaded them.
 */
export function presentMarketingForm(
  row: MarketingFormRow,
  options: { admin: boolean; leadsCount?: number; translations?: MarketingFormVersion[] },
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
          webhook_url: row.webhookUrl,
          // The secret is write-only: managers see whether one is set, never its value.
          webhook_secret_set: Boolean(row.webhookSecret),
        }
      : {}),
    language: row.language as 'en',
    original_id: row.originalId,
    translations: (options.translations ?? []).map((version) => ({
      id: version.id,
      slug: version.slug,
      title: version.title,
      language: version.language as 'en',
      ...(options.admin ? { state: version.state } : {}),
    })),
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

/** A webhook delivery with its attempt log. */
export function presentLeadDelivery(row: LeadDeliveryRow, log: LeadDeliveryAttemptRow[]) {
  return {
    id: row.id,
    lead_id: row.leadId,
    form_id: row.formId,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' || row.status === 'failed' ? row.runAt.toISOString() : null,
    delivered_at: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    log: log.map((a) => ({
      attempt: a.attempt,
      started_at: a.startedAt.toISOString(),
      duration_ms: a.durationMs,
      status_code: a.statusCode,
      ok: a.ok,
      error: a.error,
    })),
  };
}
