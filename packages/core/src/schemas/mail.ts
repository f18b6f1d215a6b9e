// Transactional email: the administrators' outbox, account recovery and confirmation, the member's
// account settings and their notification email preferences.
import { z } from './zod.js';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../notifications/notification-names.js';
import { numericId, pageLimit, pageNumber, paginated, timestamp } from './common.js';
import { email, password, PASSWORD_MAX_LENGTH } from './users.js';

/** Where an email stands in the delivery queue. */
export const MAIL_STATUSES = [
  'pending',
  'sending',
  'sent',
  'logged',
  'failed',
  'dead',
  'suppressed',
] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

/** A row of the outbox as administrators see it in the list. */
export const mailOutboxItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  category: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: timestamp,
  sent_at: timestamp.nullable(),
  created_at: timestamp,
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

/** One email with both parts, for the rendered preview. */
export const mailOutboxDetail = mailOutboxItem.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type MailOutboxDetail = z.infer<typeof mailOutboxDetail>;

export const mailOutboxList = paginated(mailOutboxItem);
export const mailOutboxQuery = z.object({
  page: pageNumber,
  limit: pageLimit({ default: 25, max: 100 }),
  status: z.enum(MAIL_STATUSES).optional(),
});
export const mailOutboxParams = z.object({ id: numericId });

/** POST /v1/password_resets: ask for a reset link. */
export const passwordResetRequestBody = z.object({ email });
/** POST /v1/password_resets/complete: set the new password with the emailed token. */
export const passwordResetBody = z.object({ token: z.string().min(10).max(200), password });

/** The lifetime of a password reset link (issue: "a single-use token that expires (1 hour)"). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** The lifetime of an email confirmation link. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;

/** POST /v1/email_confirmations/complete */
export const emailConfirmationBody = z.object({ token: z.string().min(10).max(200) });

/** PATCH /v1/account/email: the new address waits for confirmation; the current password proves it is the member. */
export const accountEmailBody = z.object({
  email,
  /** Required when the account has a password; an account without one needs a sign-in of the last minutes. */
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
});
/** PATCH /v1/account/password */
export const accountPasswordBody = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  password,
});
/** DELETE /v1/account: the password, and the username typed again so it is never a slip. */
export const accountDeleteBody = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  confirm: z.string().min(1).max(100),
});

/** What the member's account settings page shows. */
export const accountResponse = z.object({
  email: z.string(),
  email_confirmed: z.boolean(),
  /** An address waiting for confirmation, if the member asked to change theirs. */
  pending_email: z.string().nullable(),
  email_undeliverable: z.boolean(),
  has_password: z.boolean(),
  /** What an unconfirmed member may do on this site (the UNCONFIRMED_MEMBERS rule). */
  unconfirmed_rule: z.enum(['all', 'no_links', 'read_only']),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/** The single sign-on providers a site can turn on (OIDC_* and GITHUB_* variables of the API). */
export const SSO_PROVIDER_IDS = ['oidc', 'github'] as const;
export type SsoProviderId = (typeof SSO_PROVIDER_IDS)[number];

/** GET /v1/account/identities: connected providers, the ones that can be connected, and whether a password is set. */
export const accountIdentitiesResponse = z.object({
  identities: z.array(
    z.object({
      id: z.number().int(),
      provider: z.enum(SSO_PROVIDER_IDS),
      label: z.string(),
      /** The address the provider gave when it was last used. */
      email: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  providers: z.array(z.object({ id: z.enum(SSO_PROVIDER_IDS), label: z.string() })),
  has_password: z.boolean(),
});
export type AccountIdentitiesResponse = z.infer<typeof accountIdentitiesResponse>;

/** POST /v1/account/identities: start connecting this provider to the signed-in member. */
export const identityConnectBody = z.object({ provider: z.enum(SSO_PROVIDER_IDS) });
/** Where to send the browser to connect the provider. */
export const identityConnectResponse = z.object({ url: z.string() });

/** How often a category's notifications are emailed. */
export const MAIL_FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const;
export type MailFrequencyName = (typeof MAIL_FREQUENCIES)[number];

/**
 * The defaults when a member has not chosen: what is addressed to them personally comes at once;
 * activity they only follow comes in a digest.
 */
export const DEFAULT_MAIL_FREQUENCIES: Record<NotificationCategory, MailFrequencyName> = {
  answers: 'immediately',
  comments: 'immediately',
  mentions: 'immediately',
  moderation: 'immediately',
  tools: 'immediately',
  subscriptions: 'daily',
  questions: 'weekly',
  tutorials: 'weekly',
};

/** The label of a category on the preferences page and in unsubscribe links. */
export const MAIL_CATEGORY_LABELS: Record<NotificationCategory, { label: string; description: string }> = {
  answers: { label: 'Answers', description: 'Answers to your questions' },
  comments: {
    label: 'Comments and replies',
    description: 'Comments on your content and replies to your comments',
  },
  mentions: { label: 'Mentions', description: 'When someone @mentions you' },
  moderation: { label: 'Moderation', description: 'Moderators’ decisions on your posts and reports' },
  tools: { label: 'Tools', description: 'Comments on your tools and their publication' },
  subscriptions: { label: 'Subscriptions', description: 'New activity on what you subscribed to' },
  questions: { label: 'Followed tags: questions', description: 'New questions under tags you follow' },
  tutorials: {
    label: 'Tutorials',
    description: 'Your tutorials published, and new tutorials under tags you follow',
  },
};

export const mailCategory = z.enum(NOTIFICATION_CATEGORIES);
export const mailPreferences = z.object({
  categories: z.array(
    z.object({
      category: mailCategory,
      label: z.string(),
      description: z.string(),
      frequency: z.enum(MAIL_FREQUENCIES),
      default: z.enum(MAIL_FREQUENCIES),
    }),
  ),
  email_undeliverable: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferences>;
/** PATCH /v1/account/notification_preferences: any subset of the categories. */
export const mailPreferencesBody = z.object({
  preferences: z.partialRecord(mailCategory, z.enum(MAIL_FREQUENCIES)),
});

/** POST /v1/mail/unsubscribe (RFC 8058 one-click): the signed token of the email's link. */
export const unsubscribeQuery = z.object({ token: z.string().min(10).max(500) });

/** POST /v1/mail/events: a bounce or complaint reported by the mail provider. */
export const mailEventBody = z.object({
  type: z.enum(['bounce', 'complaint']),
  email,
  reason: z.string().max(500).optional(),
});
