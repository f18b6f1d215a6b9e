// Email templates: one layout (table-based, inline styles, 600px, so it reads the same in web mail,
// desktop clients and phones) and one function per kind of email. Each returns the HTML part, the
// plain-text part and the one link the email is about. Nothing here touches the database. Every text is a
// catalogue message (packages/i18n/messages/<locale>/mail.json) in the recipient's language (`users.language`).
import { translator } from '../i18n.js';

export type MailBrand = {
  /** The site's name (BRAND_NAME). */
  name: string;
  /** The logo colour (BRAND_LOGO_COLOR): the header bar and the button. */
  color: string;
  /** The public address of the site (PUBLIC_WEB_URL), without a trailing slash. */
  siteUrl: string;
};

export type RenderedMail = { subject: string; html: string; text: string; actionUrl?: string };

/** The recipient's language (`users.language`); English when absent. */
type Localized = { locale?: string };

/**
 * The footer of an email: the preferences link, the one-click unsubscribe of one category (or all notification
 * emails), and an optional note (account emails say they are sent whatever the member unsubscribed from).
 */
export type MailFooter = {
  preferencesUrl?: string;
  unsubscribeUrl?: string;
  categoryLabel?: string;
  note?: string;
};

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string }
  | { kind: 'list'; heading: string; items: { title: string; url: string; detail?: string }[] };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Black or white, whichever reads better on the brand colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const full = hex.length <= 5 ? hex.slice(1, 4).replace(/./g, (c) => c + c) : hex.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.35 ? '#031b4e' : '#ffffff';
}

function renderHtml(
  locale: string,
  brand: MailBrand,
  title: string,
  preheader: string,
  blocks: Block[],
  footer: MailFooter,
): string {
  const t = translator(locale);
  const fg = textOn(brand.color);
  const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  const body = blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(b.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;${font};font-size:14px;line-height:20px;color:#4b5563">${escapeHtml(b.text)}</p>`;
        case 'button':
          return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${brand.color}"><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:12px 24px;${font};font-size:16px;font-weight:600;color:${fg};text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></td></tr></table>
<p style="margin:0 0 16px;${font};font-size:13px;line-height:18px;color:#4b5563">${escapeHtml(t('mail', 'layout.button_fallback'))}<br><a href="${escapeHtml(b.url)}" style="color:#0b57d0;word-break:break-all">${escapeHtml(b.url)}</a></p>`;
        case 'list':
          return `<h2 style="margin:24px 0 8px;${font};font-size:18px;line-height:24px;color:#111827">${escapeHtml(b.heading)}</h2><ul style="margin:0 0 16px;padding:0 0 0 20px">${b.items
            .map(
              (i) =>
                `<li style="margin:0 0 8px;${font};font-size:15px;line-height:22px;color:#1f2937"><a href="${escapeHtml(i.url)}" style="color:#0b57d0">${escapeHtml(i.title)}</a>${i.detail ? `<br><span style="font-size:13px;color:#4b5563">${escapeHtml(i.detail)}</span>` : ''}</li>`,
            )
            .join('')}</ul>`;
      }
    })
    .join('\n');
  const footerLinks = [
    footer.preferencesUrl
      ? `<a href="${escapeHtml(footer.preferencesUrl)}" style="color:#4b5563">${escapeHtml(t('mail', 'layout.preferences'))}</a>`
      : '',
    footer.unsubscribeUrl
      ? `<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#4b5563">${escapeHtml(unsubscribeLabel(locale, footer))}</a>`
      : '',
  ]
    .filter(Boolean)
    .join(' &middot; ');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};padding:16px 24px"><a href="${escapeHtml(brand.siteUrl)}" style="${font};font-size:20px;font-weight:700;color:${fg};text-decoration:none">${escapeHtml(brand.name)}</a></td></tr>
<tr><td style="padding:32px 24px 16px"><h1 style="margin:0 0 16px;${font};font-size:22px;line-height:28px;color:#111827">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${font};font-size:12px;line-height:18px;color:#4b5563">${escapeHtml(t('mail', 'layout.why', { brand: '\u0000' })).replace('\u0000', `<a href="${escapeHtml(brand.siteUrl)}" style="color:#4b5563">${escapeHtml(brand.name)}</a>`)}${footer.note ? ` ${escapeHtml(footer.note)}` : ''}${footerLinks ? `<br>${footerLinks}` : ''}</td></tr>
</table></td></tr></table></body></html>`;
}

/** "Unsubscribe" or "Unsubscribe from <category>". */
function unsubscribeLabel(locale: string, footer: MailFooter): string {
  const t = translator(locale);
  return footer.categoryLabel
    ? t('mail', 'layout.unsubscribe_from', { category: footer.categoryLabel })
    : t('mail', 'layout.unsubscribe');
}

function renderText(
  locale: string,
  brand: MailBrand,
  title: string,
  blocks: Block[],
  footer: MailFooter,
): string {
  const t = translator(locale);
  const lines: string[] = [title, '='.repeat(Math.min(title.length, 72)), ''];
  for (const b of blocks) {
    if (b.kind === 'p' || b.kind === 'note') lines.push(b.text, '');
    else if (b.kind === 'button') lines.push(`${b.label}: ${b.url}`, '');
    else {
      lines.push(b.heading, '-'.repeat(Math.min(b.heading.length, 72)));
      for (const i of b.items)
        lines.push(`* ${i.title}`, `  ${i.url}`, ...(i.detail ? [`  ${i.detail}`] : []));
      lines.push('');
    }
  }
  lines.push('--', `${brand.name} — ${brand.siteUrl}`);
  if (footer.note) lines.push(footer.note);
  if (footer.preferencesUrl) lines.push(`${t('mail', 'layout.preferences')}: ${footer.preferencesUrl}`);
  if (footer.unsubscribeUrl) lines.push(`${unsubscribeLabel(locale, footer)}: ${footer.unsubscribeUrl}`);
  return lines.join('\n') + '\n';
}

function compose(
  locale: string,
  brand: MailBrand,
  subject: string,
  title: string,
  blocks: Block[],
  footer: MailFooter = {},
  actionUrl?: string,
): RenderedMail {
  const preheader = blocks.find((b): b is Extract<Block, { kind: 'p' }> => b.kind === 'p')?.text ?? title;
  return {
    subject,
    html: renderHtml(locale, brand, title, preheader, blocks, footer),
    text: renderText(locale, brand, title, blocks, footer),
    actionUrl,
  };
}

/** "Reset your password": the single-use link. */
export function passwordResetMail(
  brand: MailBrand,
  input: Localized & { username: string; url: string; minutes: number; footer?: MailFooter },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username, minutes: input.minutes };
  return compose(
    locale,
    brand,
    t('mail', 'password_reset.subject', values),
    t('mail', 'password_reset.title', values),
    [
      { kind: 'p', text: t('mail', 'password_reset.intro', values) },
      { kind: 'button', label: t('mail', 'password_reset.button'), url: input.url },
      { kind: 'note', text: t('mail', 'password_reset.note', values) },
    ],
    input.footer,
    input.url,
  );
}

/** Sent after a password was changed (by reset or in the settings). */
export function passwordChangedMail(
  brand: MailBrand,
  input: Localized & { username: string; resetUrl: string; footer?: MailFooter },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username };
  return compose(
    locale,
    brand,
    t('mail', 'password_changed.subject', values),
    t('mail', 'password_changed.title', values),
    [
      { kind: 'p', text: t('mail', 'password_changed.intro', values) },
      { kind: 'note', text: t('mail', 'password_changed.note') },
      { kind: 'button', label: t('mail', 'password_changed.button'), url: input.resetUrl },
    ],
    input.footer,
    input.resetUrl,
  );
}

/** "Confirm your email address": at registration and when the address changes. */
export function confirmEmailMail(
  brand: MailBrand,
  input: Localized & { username: string; url: string; isChange: boolean; hours: number; footer?: MailFooter },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username, hours: input.hours };
  return compose(
    locale,
    brand,
    input.isChange
      ? t('mail', 'confirm_email.subject_change', values)
      : t('mail', 'confirm_email.subject', values),
    t('mail', 'confirm_email.title', values),
    [
      {
        kind: 'p',
        text: input.isChange
          ? t('mail', 'confirm_email.intro_change', values)
          : t('mail', 'confirm_email.intro', values),
      },
      { kind: 'button', label: t('mail', 'confirm_email.button'), url: input.url },
      { kind: 'note', text: t('mail', 'confirm_email.note', values) },
    ],
    input.footer,
    input.url,
  );
}

/** Tells the old address that the account's email is changing. */
export function emailChangeNoticeMail(
  brand: MailBrand,
  input: Localized & { username: string; newEmail: string; resetUrl: string; footer?: MailFooter },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const masked = input.newEmail.replace(/^(.).*?(@.*)$/, '$1…$2');
  const values = { brand: brand.name, username: input.username, email: masked };
  return compose(
    locale,
    brand,
    t('mail', 'email_change.subject', values),
    t('mail', 'email_change.title', values),
    [
      { kind: 'p', text: t('mail', 'email_change.intro', values) },
      { kind: 'note', text: t('mail', 'email_change.note') },
      { kind: 'button', label: t('mail', 'email_change.button'), url: input.resetUrl },
    ],
    input.footer,
    input.resetUrl,
  );
}

/** One notification, sent immediately; `summary` is already in the recipient's language. */
export function notificationMail(
  brand: MailBrand,
  input: Localized & { username: string; summary: string; url: string; footer: MailFooter },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  // The sentence continues the greeting ("Hi Ana, new answer to …"); Russian greets with "!" and starts anew.
  const summary =
    locale === 'ru' ? input.summary : `${input.summary.charAt(0).toLowerCase()}${input.summary.slice(1)}`;
  return compose(
    locale,
    brand,
    input.summary,
    input.summary,
    [
      { kind: 'p', text: t('mail', 'notification.intro', { username: input.username, summary }) },
      { kind: 'button', label: t('mail', 'notification.button'), url: input.url },
    ],
    input.footer,
    input.url,
  );
}

export type DigestSection = { heading: string; items: { title: string; url: string; detail?: string }[] };

/** The daily or weekly digest: what the member missed, section by section (headings in their language). */
export function digestMail(
  brand: MailBrand,
  input: Localized & {
    username: string;
    period: 'daily' | 'weekly';
    sections: DigestSection[];
    footer: MailFooter;
  },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const count = input.sections.reduce((n, s) => n + s.items.length, 0);
  const title = input.period === 'daily' ? t('mail', 'digest.title_daily') : t('mail', 'digest.title_weekly');
  return compose(
    locale,
    brand,
    t('mail', 'digest.subject', { title, brand: brand.name, count }),
    title,
    [
      { kind: 'p', text: t('mail', 'digest.intro', { username: input.username, brand: brand.name }) },
      ...input.sections
        .filter((s) => s.items.length > 0)
        .map((s): Block => ({ kind: 'list', heading: s.heading, items: s.items })),
    ],
    input.footer,
  );
}

/** Tells the account's address that a sign-in provider was connected to it: a link is never silent. */
export function identityLinkedMail(
  brand: MailBrand,
  input: Localized & {
    username: string;
    provider: string;
    settingsUrl: string;
    footer?: MailFooter;
  },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username, provider: input.provider };
  return compose(
    locale,
    brand,
    t('mail', 'identity_linked.subject', values),
    t('mail', 'identity_linked.title', values),
    [
      { kind: 'p', text: t('mail', 'identity_linked.intro', values) },
      { kind: 'note', text: t('mail', 'identity_linked.note', values) },
      { kind: 'button', label: t('mail', 'identity_linked.button'), url: input.settingsUrl },
    ],
    input.footer,
    input.settingsUrl,
  );
}

/**
 * "Sign-in paused": sent once per lockout window when an account reached its limit of failed sign-ins. The link is
 * a password reset that works during the lockout, so the owner is never locked out.
 */
export function accountLockoutMail(
  brand: MailBrand,
  input: Localized & {
    username: string;
    url: string;
    attempts: number;
    lockoutMinutes: number;
    linkMinutes: number;
    footer?: MailFooter;
  },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username };
  return compose(
    locale,
    brand,
    t('mail', 'lockout.subject', values),
    t('mail', 'lockout.title', values),
    [
      {
        kind: 'p',
        text: t('mail', 'lockout.intro', {
          ...values,
          attempts: input.attempts,
          minutes: input.lockoutMinutes,
        }),
      },
      { kind: 'p', text: t('mail', 'lockout.hint') },
      { kind: 'button', label: t('mail', 'lockout.button'), url: input.url },
      { kind: 'note', text: t('mail', 'lockout.note', { minutes: input.linkMinutes }) },
    ],
    input.footer,
    input.url,
  );
}

/** Tells an administrator that a webhook endpoint was paused after repeated failed deliveries (issue #32). */
export function webhookPausedMail(
  brand: MailBrand,
  input: Localized & {
    username: string;
    endpointUrl: string;
    failures: number;
    lastError: string;
    adminUrl: string;
  },
): RenderedMail {
  const locale = input.locale ?? 'en';
  const t = translator(locale);
  const values = { brand: brand.name, username: input.username };
  return compose(
    locale,
    brand,
    t('mail', 'webhook_paused.subject', values),
    t('mail', 'webhook_paused.title', values),
    [
      {
        kind: 'p',
        text: t('mail', 'webhook_paused.intro', {
          ...values,
          failures: input.failures,
          url: input.endpointUrl,
        }),
      },
      { kind: 'note', text: t('mail', 'webhook_paused.last_error', { error: input.lastError }) },
      { kind: 'button', label: t('mail', 'webhook_paused.button'), url: input.adminUrl },
    ],
    { note: t('mail', 'layout.admin_note') },
    input.adminUrl,
  );
}
