// Reading and writing first-party cookies in the browser (spec: community-app §3 "Cookies", §9 lifetimes).
import type { CookieToSet } from '@reef/core';

/** The current cookies by name. */
export function readCookies(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const result: Record<string, string> = {};
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      result[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      result[name] = part.slice(index + 1).trim();
    }
  }
  return result;
}

/**
 * A cookie value with only the characters a cookie may not hold escaped: paths and addresses stay readable
 * (`/community/tutorials?utm_source=x`) for whatever reads the cookie on the server side.
 */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

/** Writes a cookie built by a rule of @reef/core (path /, SameSite=Lax, Secure on https). */
export function writeCookie(cookie: CookieToSet): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookie.name}=${encodeCookieValue(cookie.value)}; Max-Age=${cookie.maxAge}; Expires=${cookie.expires.toUTCString()}; Path=${cookie.path}; SameSite=Lax${secure}`;
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/** Whether the visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function hasOptedOutOfTracking(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (window as unknown as { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return nav.globalPrivacyControl === true || dnt === '1' || dnt === 'yes';
}
