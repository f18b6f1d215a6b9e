'use client';
// Log in / Sign up links toward the API's sign-in page, built with @reef/core's loginUrl.
import {
  isRefcode,
  loginUrl,
  REFCODE_QUERY_PARAM,
  REFERRAL_CODE_STORAGE_KEY,
  type LoginPageType,
} from '@reef/core';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { usePagePath } from '@/i18n/locale-context';

/** Path of the page the API sends the browser to when sign-in fails. */
export const AUTH_ERROR_PATH = '/community/auth-error';

/** The refcode of this address, else the one the visitor arrived with earlier (kept by the referral modal). */
export function readStoredRefcode(): string | null {
  const fromUrl = new URL(window.location.href).searchParams.get(REFCODE_QUERY_PARAM);
  if (isRefcode(fromUrl)) return fromUrl;
  try {
    const value = window.localStorage.getItem(REFERRAL_CODE_STORAGE_KEY);
    return isRefcode(value) ? value : null;
  } catch {
    return null;
  }
}

/** The community sign-in (`login`) or registration (`register`) link that comes back to the current page. */
export function useCommunityLoginUrl(type: LoginPageType): string {
  const { apiUrl, webUrl } = useRuntimeConfig();
  const pathname = usePagePath() || '/community';
  // Read after hydration: the server renders the link without it.
  const [refcode, setRefcode] = useState<string | null>(null);
  useEffect(() => {
    if (type === 'register') setRefcode(readStoredRefcode());
  }, [type]);
  return loginUrl({
    apiBaseUrl: apiUrl,
    successRedirect: `${webUrl}${pathname}`,
    errorRedirect: `${webUrl}${AUTH_ERROR_PATH}`,
    type,
    refcode,
  });
}
