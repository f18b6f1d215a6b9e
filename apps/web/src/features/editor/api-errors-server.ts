// The API failures' messages (api-errors.ts) from the `community` catalogue, on the server.
import type { Translate } from '@/i18n/translate';
import type { ApiErrorWords } from './api-errors';

/** The messages of failures the API did not word, in the translator's language. */
export function apiErrorWords(t: Translate): ApiErrorWords {
  return {
    timeout: t('api_errors.timeout'),
    unreachable: t('api_errors.unreachable'),
    session: t('api_errors.session'),
    forbidden: t('api_errors.forbidden'),
    tooMany: t('api_errors.too_many'),
    generic: t('api_errors.generic', { status: '{status}' }),
  };
}
