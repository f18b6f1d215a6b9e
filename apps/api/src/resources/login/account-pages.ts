// The server-rendered account pages beside the sign-in page: "Forgot password?", choosing a new
// password, confirming an email address and the unsubscribe confirmation. Plain HTML forms in the
// sign-in page's style; no script needed.
import { escapeHtml } from '../../platform/mail/templates.js';
import { ACCOUNT_PAGE_CSS, AUTH_PAGE_CSS } from './page-style.js';

export type PageField = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'hidden';
  value?: string;
  autocomplete?: string;
  hint?: string;
  minlength?: number;
};

export type AccountPageModel = {
  /** The page's language (`<html lang>`); its texts come translated from the route. */
  locale?: string;
  brand: string;
  title: string;
  /** Shown in a red alert box (role=alert). */
  error?: string;
  /** Shown in an information box (role=status). */
  notice?: string;
  paragraphs?: string[];
  form?: { action: string; csrf?: string; fields: PageField[]; submit: string };
  links?: { href: string; label: string }[];
};

function renderField(f: PageField): string {
  if (f.type === 'hidden')
    return `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value ?? '')}">`;
  const hintId = f.hint ? ` aria-describedby="${escapeHtml(f.name)}-hint"` : '';
  return `<div class="field"><label for="${escapeHtml(f.name)}">${escapeHtml(f.label)}</label><input id="${escapeHtml(f.name)}" name="${escapeHtml(f.name)}" type="${f.type}"${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''} required${f.minlength ? ` minlength="${f.minlength}"` : ''} maxlength="${f.type === 'email' ? 254 : 200}" value="${escapeHtml(f.value ?? '')}"${hintId}>${f.hint ? `<p class="hint" id="${escapeHtml(f.name)}-hint">${escapeHtml(f.hint)}</p>` : ''}</div>`;
}

/** Renders one account page. */
export function renderAccountPage(m: AccountPageModel): string {
  const error = m.error
    ? `<div class="error" role="alert" id="form-error"><p>${escapeHtml(m.error)}</p></div>`
    : '';
  const notice = m.notice ? `<div class="notice" role="status"><p>${escapeHtml(m.notice)}</p></div>` : '';
  const paragraphs = (m.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const form = m.form
    ? `<form method="post" action="${escapeHtml(m.form.action)}" novalidate${m.error ? ' aria-describedby="form-error"' : ''}>
${m.form.csrf ? `<input type="hidden" name="csrf" value="${escapeHtml(m.form.csrf)}">` : ''}${m.form.fields.map(renderField).join('\n')}
<button type="submit">${escapeHtml(m.form.submit)}</button>
</form>`
    : '';
  const links = (m.links ?? [])
    .map((l) => `<p class="links"><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(m.locale ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${m.title} · ${m.brand}`)}</title>
<style>${AUTH_PAGE_CSS}${ACCOUNT_PAGE_CSS}</style></head>
<body><main><h1>${escapeHtml(m.title)}</h1>${error}${notice}${paragraphs}
${form}
${links}
</main></body></html>`;
}
