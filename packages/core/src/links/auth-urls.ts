/** Optional parameters of the cloud registration page. */
export type SignupParams = { activation_redirect?: string | null; redirect_url?: string | null };

// spec: content-and-presentation §2 — "The signup link goes to an external cloud registration
// page, with optional parameters activation_redirect and redirect_url."
/** Link to the cloud provider's registration page. */
export function signupUrl(base: string, params: SignupParams = {}): string {
  const url = new URL(base);
  for (const key of ['activation_redirect', 'redirect_url'] as const) {
    const value = params[key];
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** What the sign-in page opens on. */
export type LoginPageType = 'register' | 'login';

/** Inputs of `loginUrl`. */
export type LoginUrlOptions = {
  /** Base URL of the dynamic-content API, e.g. http://localhost:4000. */
  apiBaseUrl: string;
  /** Where the API sends the browser with `?jwt=…&expiration=…` after success. */
  successRedirect: string;
  /** The auth-error page the API sends the browser to on failure. */
  errorRedirect: string;
  type?: LoginPageType;
  /** A referral code to carry through registration (community-app §4). */
  refcode?: string | null;
};

// spec: content-and-presentation §7 — "/v1/login with success_redirect, error_redirect (an
// auth-error page) and type (default register)".
/** Link to the API's sign-in and registration page. */
export function loginUrl({
  apiBaseUrl,
  successRedirect,
  errorRedirect,
  type = 'register',
  refcode,
}: LoginUrlOptions): string {
  const query = new URLSearchParams({
    success_redirect: successRedirect,
    error_redirect: errorRedirect,
    type,
  });
  if (refcode) query.set('refcode', refcode);
  return `${apiBaseUrl.replace(/\/+$/, '')}/v1/login?${query.toString()}`;
}
