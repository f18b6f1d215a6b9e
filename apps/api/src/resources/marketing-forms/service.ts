// Marketing forms (community-app §2, MANAGE_MARKETING) with fields of the form field types of
// content-and-presentation §3, and the leads the public site posts to them. A lead is stored with the
// form's destination at that moment (marketing automation or spreadsheet, §7); the destinations' payloads are
// not part of the spec, so for those Reef stops at the stored, addressed lead. A form with a webhook_url also
// gets each lead POSTed there, signed (resources/marketing-forms/lead-deliveries-service.ts), and leads export as CSV.
import {
  regionsOf,
  type Actor,
  type FormField,
  type Language,
  type MarketingFormCreateBody,
  type MarketingFormUpdateBody,
} from '@reef/core';
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { marketingForms, marketingFormSubmissions } from '../../db/schema/index.js';
import type { ErrorDetail } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { localDetail, UnprocessableError } from '../../platform/errors.js';
import { transaction } from '../../platform/events/bus.js';
import { enqueueLeadDelivery, webhookProblemDetail, webhookUrlProblem } from './lead-deliveries-service.js';
import type { LeadRow, MarketingFormRow } from './rows.js';
import { paginateSelection, paginateTable } from '../../platform/lib/paginate-table.js';
import { escapeLike } from '../../platform/lib/sql.js';
import {
  byIdOrKey,
  findRecord,
  insertRecord,
  updateRecord,
  withUniqueKey,
  type RecordSource,
} from '../../platform/services/records.js';
import {
  checkTranslationLink,
  otherVersions,
  revalidateFamilyOnCommit,
} from '../../platform/services/translations.js';

export type { LeadRow, MarketingFormRow };

const marketingFormSource: RecordSource<typeof marketingForms> = {
  table: marketingForms,
  rows: (db) => db.query.marketingForms,
  key: marketingForms.slug,
  lowercaseKey: true,
  numericKeys: true,
};

/** A form by id or slug, or 404; `publicOnly` hides forms that are not published. */
export function findMarketingForm(
  db: Executor,
  idOrSlug: string,
  options: { publicOnly: boolean },
): Promise<MarketingFormRow> {
  return findRecord(
    marketingFormSource.rows(db),
    and(
      byIdOrKey(marketingFormSource, idOrSlug),
      options.publicOnly ? eq(marketingForms.state, 'published') : undefined,
    ),
    msg('errors', 'missing.marketing_form'),
  );
}

/** Forms with their lead counts. */
export function listMarketingForms(db: Executor, input: { page: number; limit: number; state?: string }) {
  const where = input.state ? eq(marketingForms.state, input.state) : undefined;
  // Qualified by hand: Drizzle renders a selected column unqualified, and a bare "id" would bind to the lead's own id.
  const leads = sql<number>`(select count(*)::int from ${marketingFormSubmissions} s where s.form_id = ${marketingForms}.${sql.identifier('id')})`;
  return paginateSelection(
    db,
    input,
    { form: marketingForms, leads },
    marketingForms,
    where,
    asc(marketingForms.slug),
  );
}

function checkFields(fields: FormField[]): void {
  const seen = new Set<string>();
  const problems: ErrorDetail[] = [];
  fields.forEach((f, i) => {
    if (seen.has(f.name))
      problems.push(
        localDetail(
          `marketing_form.fields[${i}].name`,
          msg('errors', 'marketing_forms.field_twice', { name: f.name }),
        ),
      );
    seen.add(f.name);
    if ((f.type === 'select' || f.type === 'radio') && f.options.length === 0) {
      problems.push(
        localDetail(
          `marketing_form.fields[${i}].options`,
          msg('errors', 'marketing_forms.needs_options', { type: f.type }),
        ),
      );
    }
  });
  if (problems.length)
    throw new UnprocessableError(msg('errors', 'marketing_forms.fields_inconsistent'), problems);
}

const unique = <T>(write: () => Promise<T>) =>
  withUniqueKey(write, msg('errors', 'duplicates.marketing_form'), 'marketing_form.slug');

/** A form to create; the webhook, the language (English) and the original (none) are optional. */
export type MarketingFormInput = Omit<
  MarketingFormCreateBody['marketing_form'],
  'webhook_url' | 'webhook_secret' | 'language' | 'original_id'
> &
  Partial<
    Pick<
      MarketingFormCreateBody['marketing_form'],
      'webhook_url' | 'webhook_secret' | 'language' | 'original_id'
    >
  >;

/** What the form checks need from the configuration. */
export type MarketingFormOptions = { allowPrivateWebhooks: boolean };

// A webhook needs an address allowed by the SSRF policy and a secret to sign with (the new one, or the stored one).
function checkWebhook(
  url: string | null | undefined,
  secret: string | null | undefined,
  options: MarketingFormOptions,
): void {
  if (!url) return;
  const problem = webhookUrlProblem(url, options.allowPrivateWebhooks);
  if (problem)
    throw new UnprocessableError(msg('errors', 'webhooks.address_unusable'), [
      webhookProblemDetail('marketing_form.webhook_url', problem),
    ]);
  if (!secret)
    throw new UnprocessableError(msg('errors', 'marketing_forms.secret_needed'), [
      localDetail('marketing_form.webhook_secret', msg('errors', 'marketing_forms.secret_detail')),
    ]);
}

/**
 * Creates a form; a translation (issue #31) links its original as a post does (`actor` may edit forms) and
 * saving it revalidates the pages of its family.
 */
export async function createMarketingForm(
  db: Executor,
  input: MarketingFormInput,
  options: MarketingFormOptions = { allowPrivateWebhooks: false },
  actor: Actor = null,
): Promise<MarketingFormRow> {
  checkFields(input.fields);
  checkWebhook(input.webhook_url, input.webhook_secret, options);
  const language = input.language ?? 'en';
  const originalId = input.original_id ?? null;
  await checkTranslationLink(db, actor, 'marketing_form', 'marketing_form', {
    id: null,
    language,
    originalId,
  });
  const row = await unique(() =>
    insertRecord(db, marketingForms, {
      slug: input.slug,
      title: input.title,
      state: input.state,
      fields: input.fields,
      provider: input.destination,
      providerConfig: input.destination_config,
      webhookUrl: input.webhook_url ?? null,
      webhookSecret: input.webhook_url ? (input.webhook_secret ?? null) : null,
      language,
      originalId,
    }),
  );
  if (originalId !== null) await revalidateFamilyOnCommit(db, 'marketing_form', [row]);
  return row;
}

/** Updates a form; a new language or original is checked against its family as a post's is. */
export async function updateMarketingForm(
  db: Executor,
  row: MarketingFormRow,
  input: MarketingFormUpdateBody['marketing_form'],
  options: MarketingFormOptions = { allowPrivateWebhooks: false },
  actor: Actor = null,
): Promise<MarketingFormRow> {
  const patch: Partial<typeof marketingForms.$inferInsert> = { updatedAt: new Date() };
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.title !== undefined) patch.title = input.title;
  if (input.state !== undefined) patch.state = input.state;
  if (input.fields !== undefined) {
    checkFields(input.fields);
    patch.fields = input.fields;
  }
  if (input.destination !== undefined) patch.provider = input.destination;
  if (input.destination_config !== undefined) patch.providerConfig = input.destination_config;
  if (input.webhook_url !== undefined || input.webhook_secret !== undefined) {
    const url = input.webhook_url !== undefined ? input.webhook_url : row.webhookUrl;
    const secret = input.webhook_secret !== undefined ? input.webhook_secret : row.webhookSecret;
    checkWebhook(url, secret, options);
    patch.webhookUrl = url;
    // Removing the address removes the secret with it.
    patch.webhookSecret = url ? secret : null;
  }
  if (input.language !== undefined || input.original_id !== undefined) {
    if (input.language !== undefined) patch.language = input.language;
    if (input.original_id !== undefined) patch.originalId = input.original_id;
    await checkTranslationLink(db, actor, 'marketing_form', 'marketing_form', {
      id: row.id,
      language: patch.language ?? row.language,
      originalId: patch.originalId !== undefined ? patch.originalId : row.originalId,
    });
  }
  const saved = await unique(() => updateRecord(db, marketingFormSource, row.id, patch));
  await revalidateFamilyOnCommit(db, 'marketing_form', [saved, row]);
  return saved;
}

/** Another language version of a form: where it is, its title, language and state. */
export type MarketingFormVersion = {
  id: number;
  slug: string;
  title: string;
  language: string;
  state: string;
};

/** The other language versions of a form, by language; `publicOnly` keeps the published ones. */
export function marketingFormVersions(
  db: Executor,
  row: MarketingFormRow,
  options: { publicOnly: boolean },
): Promise<MarketingFormVersion[]> {
  return db
    .select({
      id: marketingForms.id,
      slug: marketingForms.slug,
      title: marketingForms.title,
      language: marketingForms.language,
      state: marketingForms.state,
    })
    .from(marketingForms)
    .where(
      and(
        otherVersions(marketingForms, row),
        options.publicOnly ? eq(marketingForms.state, 'published') : undefined,
      ),
    )
    .orderBy(asc(marketingForms.language), asc(marketingForms.id));
}

/**
 * The published form the site reads under `idOrSlug` in `language`: that language's published version of its
 * family, or the original when there is none (issue #31). 404 when no such published form.
 */
export async function readPublicMarketingForm(
  db: Executor,
  idOrSlug: string,
  language: Language | undefined,
): Promise<MarketingFormRow> {
  const row = await findMarketingForm(db, idOrSlug, { publicOnly: true });
  if (!language || row.language === language) return row;
  const originalId = row.originalId ?? row.id;
  const family = await db
    .select()
    .from(marketingForms)
    .where(
      and(
        or(eq(marketingForms.id, originalId), eq(marketingForms.originalId, originalId)),
        eq(marketingForms.state, 'published'),
      ),
    );
  return (
    family.find((version) => version.language === language) ??
    family.find((version) => version.id === originalId) ??
    row
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{4,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LENGTH: Partial<Record<FormField['type'], number>> = { textarea: 5000 };

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    value === false
  );
}

/** Checks a lead against the form's fields; returns the clean values by field name. */
export function validateLead(
  fields: FormField[],
  lead: Record<string, string | number | boolean>,
): Record<string, string | number | boolean> {
  const problems: ErrorDetail[] = [];
  const clean: Record<string, string | number | boolean> = {};
  const names = new Set(fields.map((f) => f.name));
  for (const key of Object.keys(lead))
    if (!names.has(key))
      problems.push(localDetail(`lead.${key}`, msg('errors', 'marketing_forms.lead.not_a_field')));
  for (const field of fields) {
    if (field.type === 'divider') continue;
    const path = `lead.${field.name}`;
    // Hidden fields carry the form's own value; a visitor cannot change where a lead says it came from.
    if (field.type === 'hidden') {
      if (field.value !== undefined) clean[field.name] = field.value;
      continue;
    }
    const value = lead[field.name];
    if (isBlank(value)) {
      if (field.required)
        problems.push(
          localDetail(
            path,
            msg('errors', 'marketing_forms.lead.required', { label: field.label || field.name }),
          ),
        );
      continue;
    }
    const text = String(value).trim();
    const fail = (key: string, values?: Record<string, string>) =>
      problems.push(localDetail(path, msg('errors', `marketing_forms.lead.${key}`, values)));
    switch (field.type) {
      case 'checkbox':
        if (value === true || text === 'true' || text === 'on' || text === '1') clean[field.name] = true;
        else fail('checkbox');
        continue;
      case 'number':
        if (Number.isFinite(Number(text))) clean[field.name] = Number(text);
        else fail('number');
        continue;
      case 'email':
        if (EMAIL.test(text) && text.length <= 254) clean[field.name] = text.toLowerCase();
        else fail('email');
        continue;
      case 'phone':
        if (PHONE.test(text)) clean[field.name] = text;
        else fail('phone');
        continue;
      case 'date':
        if (DATE.test(text) && !Number.isNaN(Date.parse(text))) clean[field.name] = text;
        else fail('date');
        continue;
      case 'country-select':
        if (/^[A-Za-z]{2}$/.test(text)) clean[field.name] = text.toUpperCase();
        else fail('country');
        continue;
      case 'state-select': {
        // The chosen country's list when the site has one; any other country's region is kept as typed.
        const country = fields.find((f) => f.type === 'country-select');
        const regions = regionsOf(country ? String(lead[country.name] ?? '') : null);
        // A code from the select, or a name typed where the page ran no script ("new york" → NY).
        const region = regions?.regions.find(
          (r) => r.code === text.toUpperCase() || r.name.toLowerCase() === text.toLowerCase(),
        );
        if (!regions) {
          if (text.length > 500) fail('too_long');
          else clean[field.name] = text;
        } else if (region) clean[field.name] = region.code;
        else fail('region', { noun: regions.noun.toLowerCase().replace(/ /g, '_') });
        continue;
      }
      case 'select':
      case 'radio':
        if (field.options.some((o) => o.value === text)) clean[field.name] = text;
        else fail('option');
        continue;
      default:
        if (text.length > (MAX_LENGTH[field.type] ?? 500)) fail('too_long');
        else clean[field.name] = text;
    }
  }
  if (problems.length) throw new UnprocessableError(msg('errors', 'marketing_forms.problems'), problems);
  return clean;
}

/** Stores a lead with the form's destination, and its webhook delivery in the same transaction. */
export async function submitLead(
  db: Executor,
  form: MarketingFormRow,
  lead: Record<string, string | number | boolean>,
): Promise<{ lead: LeadRow; queued: boolean }> {
  const data = validateLead(form.fields as FormField[], lead);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(marketingFormSubmissions)
      .values({ formId: form.id, data, destination: form.provider ?? 'none' })
      .returning();
    const delivery = await enqueueLeadDelivery(tx, form, row!);
    return { lead: row!, queued: delivery !== null };
  });
}

/** Leads of a form, newest first. */
export function listLeads(
  db: Executor,
  formId: number,
  input: { page: number; limit: number; q?: string | undefined },
) {
  // The answers' JSON as text: a search matches any value (and, harmlessly, a field name).
  const where = input.q
    ? and(
        eq(marketingFormSubmissions.formId, formId),
        sql`${marketingFormSubmissions.data}::text ilike ${`%${escapeLike(input.q)}%`}`,
      )!
    : eq(marketingFormSubmissions.formId, formId);
  return paginateTable(
    db,
    input,
    marketingFormSubmissions,
    where,
    desc(marketingFormSubmissions.createdAt),
    desc(marketingFormSubmissions.id),
  );
}

/** Leads per read of the CSV export: the export never holds more than one batch of rows at a time. */
const EXPORT_BATCH = 500;

// spec-free, but a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
// formula: such text cells get a leading apostrophe (OWASP "CSV injection"). Numbers stay as they are.
function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180: comma separated, CRLF ended, quoted when needed). */
export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The leads of a form as CSV lines, oldest first: lead id, time, destination, then a column per field of the
 * form (hidden ones too, dividers not) and a column for any answer of a field the form no longer has.
 */
export async function* leadsCsv(db: Executor, form: MarketingFormRow): AsyncGenerator<string> {
  const fieldNames = (form.fields as FormField[]).filter((f) => f.type !== 'divider').map((f) => f.name);
  const keys = sql<string>`jsonb_object_keys(${marketingFormSubmissions.data})`;
  const extras = await db
    .selectDistinct({ key: keys })
    .from(marketingFormSubmissions)
    .where(eq(marketingFormSubmissions.formId, form.id))
    .orderBy(keys);
  const extraNames = extras.map((r) => r.key).filter((key) => !fieldNames.includes(key));
  const columns = [...fieldNames, ...extraNames];
  yield csvLine(['lead_id', 'created_at', 'destination', ...columns]);
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(marketingFormSubmissions)
      .where(and(eq(marketingFormSubmissions.formId, form.id), gt(marketingFormSubmissions.id, after)))
      .orderBy(asc(marketingFormSubmissions.id))
      .limit(EXPORT_BATCH);
    for (const lead of batch) {
      const data = lead.data as Record<string, unknown>;
      yield csvLine([
        lead.id,
        lead.createdAt.toISOString(),
        lead.destination,
        ...columns.map((c) => data[c]),
      ]);
    }
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1]!.id;
  }
}
