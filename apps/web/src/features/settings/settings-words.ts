// The settings tabs' words in the page's language (server only): finished strings for the client forms, with the
// values only the browser knows left as `{placeholders}` (filled in with fillIn / around).
import { MAIL_FREQUENCIES, type MailFrequencyName } from '@reef/core';
import { getT, type Translate } from '@/i18n/translate';
import type { NotificationSettingsWords } from './notification-settings';
import type { ProfileFormWords } from './profile-form';

/** The `members` translator of the page's language. */
export async function membersTranslator(): Promise<Translate> {
  const t = await getT('members');
  return t;
}

export function profileFormWordsOf(t: Translate): ProfileFormWords {
  const handle = t('profile_form.handle_hint');
  return {
    loading: t('settings.loading'),
    logIn: t('settings.log_in'),
    signedOut: t('profile_form.signed_out', { login: '{login}' }),
    avatar: {
      label: t('profile_form.avatar.label'),
      hint: t('profile_form.avatar.hint'),
      invalidType: t('profile_form.avatar.invalid_type'),
      tooLarge: t('profile_form.avatar.too_large'),
      saved: t('profile_form.avatar.saved'),
      removed: t('profile_form.avatar.removed'),
      removing: t('profile_form.avatar.removing'),
      remove: t('profile_form.avatar.remove'),
    },
    fields: {
      first_name: { label: t('profile_form.first_name') },
      last_name: { label: t('profile_form.last_name') },
      bio: { label: t('profile_form.bio'), hint: t('profile_form.bio_hint') },
      location: { label: t('profile_form.location') },
      company: { label: t('profile_form.company') },
      website_url: { label: t('profile_form.website'), hint: t('profile_form.website_hint') },
      github_handle: { label: t('profile_form.github'), hint: handle },
      twitter_handle: { label: t('profile_form.twitter'), hint: handle },
    },
    fixFields: t('settings.fix_fields'),
    saved: t('profile_form.saved'),
    language: t('profile_form.language'),
    languageHint: t('profile_form.language_hint'),
    saving: t('settings.saving'),
    save: t('profile_form.save'),
    view: t('profile_form.view'),
  };
}

export function notificationSettingsWordsOf(t: Translate): NotificationSettingsWords {
  const frequencies = {
    immediately: t('notification_settings.frequencies.immediately'),
    daily: t('notification_settings.frequencies.daily'),
    weekly: t('notification_settings.frequencies.weekly'),
    never: t('notification_settings.frequencies.never'),
  } satisfies Record<MailFrequencyName, string>;
  const saved = Object.fromEntries(
    MAIL_FREQUENCIES.map((frequency) => [
      frequency,
      t('notification_settings.saved', { category: '{category}', frequency }),
    ]),
  ) as Record<MailFrequencyName, string>;
  return {
    loading: t('settings.loading'),
    logIn: t('settings.log_in'),
    signedOut: t('notification_settings.signed_out', { login: '{login}' }),
    intro: t('notification_settings.intro'),
    undeliverable: t('notification_settings.undeliverable'),
    caption: t('notification_settings.caption'),
    notifications: t('notification_settings.notifications'),
    email: t('notification_settings.email'),
    frequencies,
    byDefault: t('notification_settings.by_default', { frequency: '{frequency}' }),
    saved,
    loadFailed: t('notification_settings.load_failed'),
    saveFailed: t('notification_settings.save_failed'),
  };
}
