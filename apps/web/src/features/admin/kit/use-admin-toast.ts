'use client';
// Toasts of admin screens: a success says what was done; an error says what failed and why, in the API's words.
// They go through the site's ToastProvider, whose live regions announce them (polite for success, assertive for
// errors). Errors stay longer than the 2 s default, so they can be read.
import { useMemo } from 'react';
import { useToast } from '@/components/ui/toast/toast-provider';
import { describeApiError } from '@/features/editor/api-errors';

/** How long an error toast stays. */
export const ADMIN_ERROR_TOAST_MS = 8_000;
/** How long a success toast stays. */
export const ADMIN_SUCCESS_TOAST_MS = 4_000;

/** What `useAdminToast()` returns. */
export type AdminToast = {
  success: (message: string) => void;
  /** Shows `message`, followed by the API's reason when `error` is given. */
  error: (message: string, error?: unknown) => void;
};

/** Success and error toasts for admin screens. */
export function useAdminToast(): AdminToast {
  const { showToast } = useToast();
  return useMemo(
    () => ({
      success: (message) => {
        showToast(message, { type: 'success', durationMs: ADMIN_SUCCESS_TOAST_MS });
      },
      error: (message, error) => {
        const reason = error === undefined ? undefined : describeApiError(error).message;
        showToast(reason ? `${message} ${reason}` : message, {
          type: 'error',
          durationMs: ADMIN_ERROR_TOAST_MS,
        });
      },
    }),
    [showToast],
  );
}
