// The server-rendered sign-in / registration page: plain HTML, labelled fields, no script needed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_PAGE_CSS } from './page-style.js';
import { translator } from '../../platform/i18n.js';

/** The fields of the form a refusal can point at. */
export type LoginField = 'email' | 'username' | 'password';

export type LoginPageModel = {
  /** The page's language (`<html lang>` and every text). */
  locale?: string;
  brand: string;
  type: 'login' | 'register';
  action: string;
  csrf: string;
  successRedirect: string;
  errorRedirect: string;
  error?: string;
  /** A message under each field the server refused (the field is marked invalid and described by it). */
  fieldErrors?: Partial<Record<LoginField, string>>;
  /** What was typed, kept when the form comes back with an error (never the password). */
  values?: { email?: string; username?: string };
  /** The site the page belongs to: its logo links there, and "Back to …" does. */
  home?: { href: string; color: string };
  switchHref: string;
  /** The referral code the visitor arrived with, carried through registration. */
  refcode?: string;
  /** The "Forgot password?" link (carries the redirects). */
  forgotHref?: string;
  /** "Continue with …" links of the configured single sign-on providers. */
  providers?: { label: string; href: string }[];
};

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * How long a sign-in form stays valid, in seconds. The CSRF pair is also single use (the route records
 * its nonce), so a captured pair cannot be replayed; a form left open longer asks to try again.
 */
export const LOGIN_CSRF_TTL_SECONDS = 30 * 60;

/**
 * Options of every CSRF cookie of the sign-in pages: HttpOnly, Lax, scoped to the form, and Secure whenever the API
 * is served over https or runs in production — except on a loopback address, where a production build is tried over
 * plain http and a Secure cookie would break the form.
 */
export function loginCsrfCookie(env: { PUBLIC_API_URL: string; NODE_ENV: string }) {
  const apiHost = new URL(env.PUBLIC_API_URL).hostname;
  const isLoopback = apiHost === 'localhost' || apiHost === '[::1]' || /^127\./.test(apiHost);
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/v1/login',
    secure: env.PUBLIC_API_URL.startsWith('https:') || (env.NODE_ENV === 'production' && !isLoopback),
    maxAge: LOGIN_CSRF_TTL_SECONDS,
  };
}

function csrfMac(secret: string, nonce: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}:${issuedAt}`).digest('base64url');
}

/** A CSRF token: random value, issue time (Unix seconds) and their HMAC, checked against the cookie copy. */
export function createCsrfToken(secret: string, now = Date.now()): string {
  const nonce = randomBytes(18).toString('base64url');
  const issuedAt = Math.floor(now / 1000);
  return `${nonce}.${issuedAt}.${csrfMac(secret, nonce, issuedAt)}`;
}

export type ValidCsrf = { nonce: string; expiresAt: Date };

/**
 * The form token's nonce and expiry when it is well signed, unexpired and equal to the cookie token;
 * otherwise null. Single use is the caller's part (it records the nonce until `expiresAt`).
 */
export function checkCsrf(
  secret: string,
  formToken: unknown,
  cookieToken: unknown,
  now = Date.now(),
): ValidCsrf | null {
  if (typeof formToken !== 'string' || typeof cookieToken !== 'string') return null;
  const a = Buffer.from(formToken);
  const b = Buffer.from(cookieToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const [nonce, issued, mac, extra] = formToken.split('.');
  if (!nonce || !issued || !mac || extra !== undefined || !/^\d{1,12}$/.test(issued)) return null;
  const issuedAt = Number(issued);
  const expected = csrfMac(secret, nonce, issuedAt);
  if (expected.length !== mac.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(mac)))
    return null;
  const expiresAt = (issuedAt + LOGIN_CSRF_TTL_SECONDS) * 1000;
  // A token "issued" in the future was not made by this clock (allow a minute of skew between instances).
  if (expiresAt <= now || issuedAt * 1000 > now + 60_000) return null;
  return { nonce, expiresAt: new Date(expiresAt) };
}

/** One labelled input with its hint and, when the server refused it, its error (announced with the field). */
function field(
  m: LoginPageModel,
  name: LoginField,
  label: string,
  attributes: string,
  hint?: string,
  value?: string,
): string {
  const error = m.fieldErrors?.[name];
  const describedBy = [error ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  return `<div class="field${error ? ' invalid' : ''}"><label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}${value !== undefined ? ` value="${escapeHtml(value)}"` : ''}>${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}</div>`;
}

/** The brand above the card: a mark in the brand's colour and its name, linking back to the site. */
function brandHeader(m: LoginPageModel): string {
  if (!m.home) return '';
  const initial = escapeHtml(m.brand.trim().charAt(0).toUpperCase() || 'R');
  return `<header class="brand"><a href="${escapeHtml(m.home.href)}"><span class="mark" style="background:${escapeHtml(m.home.color)}" aria-hidden="true">${initial}</span>${escapeHtml(m.brand)}</a></header>`;
}

/** Renders the page. */
export function renderLoginPage(m: LoginPageModel): string {
  const locale = m.locale ?? 'en';
  const t = translator(locale);
  const isRegister = m.type === 'register';
  const title = isRegister
    ? t('login', 'page.sign_up_title', { brand: m.brand })
    : t('login', 'page.log_in_title', { brand: m.brand });
  const hasFieldErrors = Object.values(m.fieldErrors ?? {}).some(Boolean);
  const summary = m.error ?? (hasFieldErrors ? t('login', 'page.fix_fields') : undefined);
  const error = summary
    ? `<div class="error" role="alert" id="form-error"><p>${escapeHtml(summary)}</p></div>`
    : '';
  const usernameField = isRegister
    ? field(
        m,
        'username',
        escapeHtml(t('login', 'page.username')),
        'type="text" autocomplete="username" required minlength="2" maxlength="39" pattern="[A-Za-z0-9][A-Za-z0-9._\\-]{1,38}"',
        escapeHtml(t('login', 'page.username_hint')),
        m.values?.username ?? '',
      )
    : '';
  const back = m.home
    ? `<footer class="back"><a href="${escapeHtml(m.home.href)}">${escapeHtml(t('login', 'page.back_to', { brand: m.brand }))}</a></footer>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(summary ? t('login', 'page.error_title', { title }) : title)}</title>
<style>${AUTH_PAGE_CSS}</style></head>
<body>${brandHeader(m)}<main><h1>${escapeHtml(title)}</h1>${error}
<form method="post" action="${escapeHtml(m.action)}" novalidate${summary ? ' aria-describedby="form-error"' : ''}>
<input type="hidden" name="csrf" value="${escapeHtml(m.csrf)}"><input type="hidden" name="type" value="${m.type}">
<input type="hidden" name="lang" value="${escapeHtml(locale)}"><input type="hidden" name="success_redirect" value="${escapeHtml(m.successRedirect)}"><input type="hidden" name="error_redirect" value="${escapeHtml(m.errorRedirect)}">${m.refcode ? `<input type="hidden" name="refcode" value="${escapeHtml(m.refcode)}">` : ''}
${usernameField}
${field(m, 'email', escapeHtml(t('login', 'page.email')), 'type="email" autocomplete="email" required maxlength="254"', undefined, m.values?.email ?? '')}
${field(m, 'password', escapeHtml(t('login', 'page.password')), `type="password" autocomplete="${isRegister ? 'new-password' : 'current-password'}" required minlength="${isRegister ? 8 : 1}" maxlength="200"`, isRegister ? escapeHtml(t('login', 'page.password_hint', { count: 8 })) : undefined)}
<button type="submit">${escapeHtml(isRegister ? t('login', 'page.sign_up') : t('login', 'page.log_in'))}</button>
</form>
${m.providers?.length ? `<div class="sso"><p class="or">${escapeHtml(t('login', 'page.or'))}</p>${m.providers.map((p) => `<a class="sso-button" href="${escapeHtml(p.href)}">${escapeHtml(t('login', 'page.continue_with', { provider: p.label }))}</a>`).join('')}</div>` : ''}
${isRegister ? '' : `<p class="switch"><a href="${escapeHtml(m.forgotHref ?? '/v1/login/forgot')}">${escapeHtml(t('login', 'page.forgot'))}</a></p>`}
<p class="switch">${escapeHtml(isRegister ? t('login', 'page.have_account') : t('login', 'page.new_here'))} <a href="${escapeHtml(m.switchHref)}">${escapeHtml(isRegister ? t('login', 'page.log_in') : t('login', 'page.sign_up'))}</a></p>
</main>${back}</body></html>`;
}
