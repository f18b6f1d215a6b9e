// The settings tabs' words in the page's language (server only): finished strings for the client forms, with the
// values only the browser knows left as `{placeholders}` (filled in with fillIn / around).
import { MAIL_FREQUENCIES, PASSWORD_MIN_LENGTH, type MailFrequencyName } from '@reef/core';
import { getT, type Translate } from '@/i18n/translate';
import type { FollowingSettingsWords } from '@/features/follows/following-settings';
import type { AccountWords } from './account-settings';
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

export function accountWordsOf(t: Translate): AccountWords {
  const min = { min: PASSWORD_MIN_LENGTH };
  return {
    loading: t('settings.loading'),
    logIn: t('settings.log_in'),
    signedOut: t('account.signed_out', { login: '{login}' }),
    loadFailed: t('account.load_failed'),
    currentPassword: t('account.current_password'),
    saving: t('settings.saving'),
    email: {
      title: t('account.email.title'),
      addressConfirmed: t('account.email.address_confirmed', { email: '{email}' }),
      addressUnconfirmed: t('account.email.address_unconfirmed', { email: '{email}' }),
      undeliverable: t('account.email.undeliverable'),
      ruleReadOnly: t('account.email.rule_read_only'),
      ruleNoLinks: t('account.email.rule_no_links'),
      ruleConfirm: t('account.email.rule_confirm'),
      resend: t('account.email.resend'),
      pending: t('account.email.pending', { email: '{email}' }),
      newEmail: t('account.email.new_email'),
      passwordHint: t('account.email.password_hint'),
      noPasswordHint: t('account.email.no_password_hint'),
      sending: t('account.email.sending'),
      submit: t('account.email.submit'),
      checkInbox: t('account.email.check_inbox', { pending: '{pending}', email: '{email}' }),
      changeFailed: t('account.email.change_failed'),
      resent: t('account.email.resent', { email: '{email}' }),
      resendFailed: t('account.email.resend_failed'),
    },
    password: {
      title: t('account.password.title'),
      tooShort: t('account.password.too_short', min),
      changed: t('account.password.changed'),
      changeFailed: t('account.password.change_failed'),
      newPassword: t('account.password.new_password'),
      hint: t('account.password.hint', min),
      submit: t('account.password.submit'),
    },
    sso: {
      title: t('account.sso.title'),
      connected: t('account.sso.connected'),
      loadFailed: t('account.sso.load_failed'),
      connectFailed: t('account.sso.connect_failed'),
      disconnected: t('account.sso.disconnected', { label: '{label}' }),
      disconnectFailed: t('account.sso.disconnect_failed'),
      listLabel: t('account.sso.list_label'),
      connectedOn: t('account.sso.connected_on', { date: '{date}' }),
      disconnectLabel: t('account.sso.disconnect_label', { label: '{label}' }),
      disconnect: t('account.sso.disconnect'),
      passwordOnly: t('account.sso.password_only'),
      noPassword: t('account.sso.no_password'),
      connect: t('account.sso.connect', { label: '{label}' }),
    },
    sessions: {
      title: t('account.sessions.title'),
      button: t('account.sessions.button'),
      failed: t('account.sessions.failed'),
      text: t('account.sessions.text'),
    },
    export: {
      title: t('account.export.title'),
      button: t('account.export.button'),
      failed: t('account.export.failed'),
      done: t('account.export.done'),
      text: t('account.export.text'),
    },
    delete: {
      title: t('account.delete.title'),
      text: t('account.delete.text'),
      confirm: t('account.delete.confirm', { username: '{username}' }),
      deleting: t('account.delete.deleting'),
      submit: t('account.delete.submit'),
      failed: t('account.delete.failed'),
    },
  };
}

export function followingSettingsWordsOf(t: Translate): FollowingSettingsWords {
  const name = { name: '{name}' };
  return {
    types: {
      tag: t('following.types.tag'),
      user: t('following.types.user'),
      tutorial_series: t('following.types.tutorial_series'),
    },
    gone: t('following.gone', { type: '{type}', id: '{id}' }),
    unfollow: t('following.unfollow'),
    unmute: t('following.unmute'),
    unfollowLabel: t('following.unfollow_label', name),
    unmuteLabel: t('following.unmute_label', name),
    nothingFollowed: t('following.nothing_followed', { link: '{link}' }),
    browseTags: t('following.browse_tags'),
    nothingMuted: t('following.nothing_muted'),
    unfollowed: t('following.unfollowed', name),
    unmuted: t('following.unmuted', name),
    failed: t('follow.failed'),
    signedOut: t('following.signed_out'),
    loadFailed: t('following.load_failed'),
    loading: t('settings.loading'),
    following: t('settings.tabs.following'),
    followingText: t('following.following_text', { link: '{link}' }),
    feedLink: t('following.feed_link'),
    muted: t('following.muted'),
    mutedText: t('following.muted_text'),
  };
}
