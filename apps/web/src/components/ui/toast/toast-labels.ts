// The toasts' region and dismiss button names in the page's language, for the root layout to pass to ToastProvider.
import { getT } from '@/i18n/translate';
import type { ToastLabels } from './toast-provider';

/** "Messages" and "Dismiss" in the page's language. */
export async function toastLabels(): Promise<ToastLabels> {
  const t = await getT('common');
  return { region: t('toast.region'), dismiss: t('toast.dismiss') };
}
