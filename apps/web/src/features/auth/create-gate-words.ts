// The create gate's reason in the page's language (server only): pass it as `reason` of a CreateGateCopy.
import type { Locale } from '@reef/i18n';
import { getT } from '@/i18n/translate';
import type { DenialWords } from './create-gate';

/** `locale`: the page's language unless given. */
export async function denialWords(locale?: Locale): Promise<DenialWords> {
  const t = await getT('members', locale);
  return {
    missingPermission: t('denial.missing_permission', { flags: '{flags}', account: '{account}' }),
    notAllowed: t('denial.not_allowed', { account: '{account}' }),
    comma: t('denial.comma'),
    or: t('denial.or'),
    permissions: {
      CREATE_TUTORIALS: t('denial.permissions.create_tutorials'),
      CREATE_QUESTIONS: t('denial.permissions.create_questions'),
      CREATE_COMMENTS: t('denial.permissions.create_comments'),
      CREATE_TOOLS: t('denial.permissions.create_tools'),
      CREATE_REPORTS: t('denial.permissions.create_reports'),
      MANAGE_TUTORIALS: t('denial.permissions.manage_tutorials'),
      MANAGE_QUESTIONS: t('denial.permissions.manage_questions'),
      MANAGE_COMMENTS: t('denial.permissions.manage_comments'),
      MANAGE_TOOLS: t('denial.permissions.manage_tools'),
    },
  };
}
