// The server-rendered sign-in / registration page: plain HTML, labelled fields, no script needed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type LoginPageModel = {
  brand: string;
  type: 'login' | 'register';
  action: string;
  csrf: string;
  successRedirect: string;
  errorRedirect: string;
  error?: string;
  values?: { email?: string; username?: string };
  switchHref: string;
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A CSRF token: random value plus its HMAC, checked statelessly against the cookie copy. */
export function createCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  const mac = createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
  return `${nonce}.${mac}`;
}

/** Whether the form token is well signed and equals the cookie token. */
export function isValidCsrf(secret: string, formToken: unknown, cookieToken: unknown): boolean {
  if (typeof formToken !== 'string' || typeof cookieToken !== 'string') return false;
  const a = Buffer.from(formToken);
  const b = Buffer.from(cookieToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  const [nonce, mac] = formToken.split('.');
  if (!nonce || !mac) return false;
  const expected = createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
  return expected.length === mac.length && timingSafeEqual(Buffer.from(expected), Buffer.from(mac));
}

/** Renders the page. */
export function renderLoginPage(m: LoginPageModel): string {
  const isRegister = m.type === 'register';
  const title = isRegister ? `Sign up for ${m.brand}` : `Log in to ${m.brand}`;
  const error = m.error
    ? `<div class="error" role="alert" id="form-error"><p>${escapeHtml(m.error)}</p></div>`
    : '';
  const usernameField = isRegister
    ? `<div class="field"><label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" required minlength="2" maxlength="39" pattern="[A-Za-z0-9][A-Za-z0-9._\\-]{1,38}" aria-describedby="username-hint" value="${escapeHtml(m.values?.username ?? '')}"><p class="hint" id="username-hint">2 to 39 letters, digits, dots, dashes or underscores.</p></div>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;background:#f3f5f9;color:#031b4e}
main{max-width:416px;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(3,27,78,.15)}
h1{font-size:1.5rem;margin:0 0 1.5rem}.field{margin-bottom:1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #5b6987;border-radius:4px}
input:focus{outline:3px solid #0069ff;outline-offset:1px}.hint{margin:.25rem 0 0;font-size:.875rem;color:#4d5b7c}
button{width:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#0061eb;border:0;border-radius:4px;cursor:pointer}
button:focus{outline:3px solid #031b4e;outline-offset:2px}.error{border-left:4px solid #b00020;background:#fdecee;padding:.25rem 1rem;margin-bottom:1rem}
.switch{margin-top:1.5rem;text-align:center}a{color:#0050c2}
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${error}
<form method="post" action="${escapeHtml(m.action)}" novalidate${m.error ? ' aria-describedby="form-error"' : ''}>
<input type="hidden" name="csrf" value="${escapeHtml(m.csrf)}"><input type="hidden" name="type" value="${m.type}">
<input type="hidden" name="success_redirect" value="${escapeHtml(m.successRedirect)}"><input type="hidden" name="error_redirect" value="${escapeHtml(m.errorRedirect)}">
${usernameField}
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(m.values?.email ?? '')}"></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="${isRegister ? 'new-password' : 'current-password'}" required minlength="${isRegister ? 8 : 1}" maxlength="200"${isRegister ? ' aria-describedby="password-hint"' : ''}>${isRegister ? '<p class="hint" id="password-hint">At least 8 characters.</p>' : ''}</div>
<button type="submit">${isRegister ? 'Sign up' : 'Log in'}</button>
</form>
<p class="switch">${isRegister ? 'Already have an account?' : 'New here?'} <a href="${escapeHtml(m.switchHref)}">${isRegister ? 'Log in' : 'Sign up'}</a></p>
</main></body></html>`;
}
