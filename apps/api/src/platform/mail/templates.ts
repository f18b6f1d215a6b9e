// Email templates: one layout (table-based, inline styles, 600px, so it reads the same in web mail,
// desktop clients and phones) and one function per kind of email. Each returns the HTML part, the
// plain-text part and the one link the email is about. Nothing here touches the database.

export type MailBrand = {
  /** The site's name (BRAND_NAME). */
  name: string;
  /** The logo colour (BRAND_LOGO_COLOR): the header bar and the button. */
  color: string;
  /** The public address of the site (PUBLIC_WEB_URL), without a trailing slash. */
  siteUrl: string;
};

export type RenderedMail = { subject: string; html: string; text: string; actionUrl?: string };

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
  brand: MailBrand,
  title: string,
  preheader: string,
  blocks: Block[],
  footer: MailFooter,
): string {
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
<p style="margin:0 0 16px;${font};font-size:13px;line-height:18px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(b.url)}" style="color:#0b57d0;word-break:break-all">${escapeHtml(b.url)}</a></p>`;
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
      ? `<a href="${escapeHtml(footer.preferencesUrl)}" style="color:#4b5563">Email preferences</a>`
      : '',
    footer.unsubscribeUrl
      ? `<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#4b5563">Unsubscribe${footer.categoryLabel ? ` from ${escapeHtml(footer.categoryLabel)}` : ''}</a>`
      : '',
  ]
    .filter(Boolean)
    .join(' &middot; ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.color};padding:16px 24px"><a href="${escapeHtml(brand.siteUrl)}" style="${font};font-size:20px;font-weight:700;color:${fg};text-decoration:none">${escapeHtml(brand.name)}</a></td></tr>
<tr><td style="padding:32px 24px 16px"><h1 style="margin:0 0 16px;${font};font-size:22px;line-height:28px;color:#111827">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${font};font-size:12px;line-height:18px;color:#4b5563">You receive this email because you have an account at <a href="${escapeHtml(brand.siteUrl)}" style="color:#4b5563">${escapeHtml(brand.name)}</a>.${footer.note ? ` ${escapeHtml(footer.note)}` : ''}${footerLinks ? `<br>${footerLinks}` : ''}</td></tr>
</table></td></tr></table></body></html>`;
}

function renderText(brand: MailBrand, title: string, blocks: Block[], footer: MailFooter): string {
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
  if (footer.preferencesUrl) lines.push(`Email preferences: ${footer.preferencesUrl}`);
  if (footer.unsubscribeUrl)
    lines.push(
      `Unsubscribe${footer.categoryLabel ? ` from ${footer.categoryLabel}` : ''}: ${footer.unsubscribeUrl}`,
    );
  return lines.join('\n') + '\n';
}

function compose(
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
    html: renderHtml(brand, title, preheader, blocks, footer),
    text: renderText(brand, title, blocks, footer),
    actionUrl,
  };
}

/** "Reset your password": the single-use link. */
export function passwordResetMail(
  brand: MailBrand,
  input: { username: string; url: string; minutes: number; footer?: MailFooter },
): RenderedMail {
  return compose(
    brand,
    `Reset your ${brand.name} password`,
    'Reset your password',
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, someone (hopefully you) asked to reset the password of your ${brand.name} account.`,
      },
      { kind: 'button', label: 'Choose a new password', url: input.url },
      {
        kind: 'note',
        text: `The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      },
    ],
    input.footer,
    input.url,
  );
}

/** Sent after a password was changed (by reset or in the settings). */
export function passwordChangedMail(
  brand: MailBrand,
  input: { username: string; resetUrl: string; footer?: MailFooter },
): RenderedMail {
  return compose(
    brand,
    `Your ${brand.name} password was changed`,
    'Your password was changed',
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, the password of your ${brand.name} account was just changed, and every other session was signed out.`,
      },
      {
        kind: 'note',
        text: 'If this was not you, reset your password now and check the email address on your account.',
      },
      { kind: 'button', label: 'Reset my password', url: input.resetUrl },
    ],
    input.footer,
    input.resetUrl,
  );
}

/** "Confirm your email address": at registration and when the address changes. */
export function confirmEmailMail(
  brand: MailBrand,
  input: { username: string; url: string; isChange: boolean; hours: number; footer?: MailFooter },
): RenderedMail {
  return compose(
    brand,
    input.isChange
      ? `Confirm your new email address for ${brand.name}`
      : `Confirm your email address for ${brand.name}`,
    'Confirm your email address',
    [
      {
        kind: 'p',
        text: input.isChange
          ? `Hi ${input.username}, confirm that this is the new address of your ${brand.name} account.`
          : `Welcome to ${brand.name}, ${input.username}! Confirm your email address to finish setting up your account.`,
      },
      { kind: 'button', label: 'Confirm my email address', url: input.url },
      {
        kind: 'note',
        text: `The link expires in ${input.hours} hours. If you did not create this account, ignore this email.`,
      },
    ],
    input.footer,
    input.url,
  );
}

/** Tells the old address that the account's email is changing. */
export function emailChangeNoticeMail(
  brand: MailBrand,
  input: { username: string; newEmail: string; resetUrl: string; footer?: MailFooter },
): RenderedMail {
  const masked = input.newEmail.replace(/^(.).*?(@.*)$/, '$1…$2');
  return compose(
    brand,
    `The email address of your ${brand.name} account is changing`,
    'Your email address is changing',
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, someone asked to change the email address of your ${brand.name} account to ${masked}. The change takes effect once the new address is confirmed.`,
      },
      { kind: 'note', text: 'If this was not you, reset your password now: it signs out every session.' },
      { kind: 'button', label: 'Reset my password', url: input.resetUrl },
    ],
    input.footer,
    input.resetUrl,
  );
}

/** One notification, sent immediately. */
export function notificationMail(
  brand: MailBrand,
  input: { username: string; summary: string; url: string; footer: MailFooter },
): RenderedMail {
  return compose(
    brand,
    input.summary,
    input.summary,
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, ${input.summary.charAt(0).toLowerCase()}${input.summary.slice(1)}.`,
      },
      { kind: 'button', label: 'View it', url: input.url },
    ],
    input.footer,
    input.url,
  );
}

export type DigestSection = { heading: string; items: { title: string; url: string; detail?: string }[] };

/** The daily or weekly digest: what the member missed, section by section. */
export function digestMail(
  brand: MailBrand,
  input: { username: string; period: 'daily' | 'weekly'; sections: DigestSection[]; footer: MailFooter },
): RenderedMail {
  const count = input.sections.reduce((n, s) => n + s.items.length, 0);
  const title = input.period === 'daily' ? 'Your daily digest' : 'Your weekly digest';
  return compose(
    brand,
    `${title} from ${brand.name}: ${count} new ${count === 1 ? 'item' : 'items'}`,
    title,
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, here is what happened on ${brand.name} since your last visit.`,
      },
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
  input: {
    username: string;
    provider: string;
    settingsUrl: string;
    footer?: MailFooter;
  },
): RenderedMail {
  return compose(
    brand,
    `${input.provider} sign-in was connected to your ${brand.name} account`,
    `${input.provider} sign-in connected`,
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, you can now sign in to ${brand.name} with ${input.provider}. It was connected because ${input.provider} confirmed that this email address belongs to its account.`,
      },
      {
        kind: 'note',
        text: `If this was not you, disconnect ${input.provider} in your account settings and reset your password.`,
      },
      { kind: 'button', label: 'Open my account settings', url: input.settingsUrl },
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
  input: {
    username: string;
    url: string;
    attempts: number;
    lockoutMinutes: number;
    linkMinutes: number;
    footer?: MailFooter;
  },
): RenderedMail {
  return compose(
    brand,
    `Password sign-in to your ${brand.name} account is paused`,
    'Password sign-in is paused',
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, someone entered a wrong password for your ${brand.name} account ${input.attempts} times, so signing in with a password is paused for ${input.lockoutMinutes} minutes.`,
      },
      {
        kind: 'p',
        text: 'If it was you, choose a new password with this link: it works now, even while sign-in is paused, and signs you in.',
      },
      { kind: 'button', label: 'Choose a new password', url: input.url },
      {
        kind: 'note',
        text: `The link works once and expires in ${input.linkMinutes} minutes. If it was not you, your account is safe: nobody got in, and you need not do anything; a new password makes it safer still.`,
      },
    ],
    input.footer,
    input.url,
  );
}

/** Tells an administrator that a webhook endpoint was paused after repeated failed deliveries (issue #32). */
export function webhookPausedMail(
  brand: MailBrand,
  input: { username: string; endpointUrl: string; failures: number; lastError: string; adminUrl: string },
): RenderedMail {
  return compose(
    brand,
    `A ${brand.name} webhook was paused`,
    'A webhook was paused',
    [
      {
        kind: 'p',
        text: `Hi ${input.username}, ${input.failures} deliveries in a row to ${input.endpointUrl} failed, so ${brand.name} paused the endpoint: it gets no new events until an administrator resumes it.`,
      },
      { kind: 'note', text: `The last error: ${input.lastError}` },
      { kind: 'button', label: 'Open the webhook', url: input.adminUrl },
    ],
    { note: 'You receive this email because you are an administrator.' },
    input.adminUrl,
  );
}
