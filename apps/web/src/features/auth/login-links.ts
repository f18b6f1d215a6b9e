'use client';
// Log in / Sign up links toward the API's sign-in page, built with @reef/core's loginUrl.
import { loginUrl, type LoginPageType } from '@reef/core';
import { usePathname } from 'next/navigation';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** Path of the page the API sends the browser to when sign-in fails. */
export const AUTH_ERROR_PATH = '/community/auth-error';

/** The community sign-in (`login`) or registration (`register`) link that comes back to the current page. */
export function useCommunityLoginUrl(type: LoginPageType): string {
  const { apiUrl, webUrl } = useRuntimeConfig();
  const pathname = usePathname() || '/community';
  return loginUrl({
    apiBaseUrl: apiUrl,
    successRedirect: `${webUrl}${pathname}`,
    errorRedirect: `${webUrl}${AUTH_ERROR_PATH}`,
    type,
  });
}
