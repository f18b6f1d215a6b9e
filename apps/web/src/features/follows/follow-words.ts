// The follow button's words in the page's language (server only): finished strings for the client button, with
// `{label}` left for what is followed.
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import type { FollowButtonWords } from './follow-button';

/** Nothing on an English page: the button's own words are English, and a page carries no copy of them. */
export async function followButtonWords(): Promise<FollowButtonWords | undefined> {
  const locale = await pageLocale();
  if (locale === 'en') return undefined;
  const t = await getT('members', locale);
  const label = { label: '{label}' };
  return {
    follow: t('follow.follow'),
    following: t('follow.following'),
    mute: t('follow.mute'),
    muted: t('follow.muted'),
    followLabel: t('follow.follow_label', label),
    followSignUpLabel: t('follow.follow_sign_up_label', label),
    muteLabel: t('follow.mute_label', label),
    followed: t('follow.followed', label),
    mutedToast: t('follow.muted_toast', label),
    unmuted: t('follow.unmuted', label),
    unfollowed: t('follow.unfollowed', label),
    failed: t('follow.failed'),
  };
}
