// The welcome dialog's words in the page's language (server only), for the root layout's RegistrationDialogGate.
import type { Locale } from '@reef/i18n';
import { getT } from '@/i18n/translate';
import type { RegistrationWords } from './registration-dialog';

/** `locale`: the page's language unless given. */
export async function registrationWords(locale?: Locale): Promise<RegistrationWords> {
  const t = await getT('members', locale);
  const link = { link: '{link}' };
  return {
    welcomeTitle: t('registration.welcome_title', { brand: '{brand}' }),
    welcomeTitleNamed: t('registration.welcome_title_named', { brand: '{brand}', name: '{name}' }),
    whatsNext: t('registration.whats_next'),
    intro: t('registration.intro'),
    highlights: [
      t('registration.highlight_tutorials'),
      t('registration.highlight_answers'),
      t('registration.highlight_notifications'),
    ],
    startExploring: t('registration.start_exploring'),
    askSummary: t('registration.ask_summary'),
    askText: t('registration.ask_text', link),
    askLink: t('registration.ask_link'),
    learnSummary: t('registration.learn_summary'),
    learnText: t('registration.learn_text', { tutorials: '{tutorials}', path: '{path}' }),
    tutorialsLink: t('registration.tutorials_link'),
    pathLink: t('registration.path_link'),
    profileSummary: t('registration.profile_summary'),
    profileText: t('registration.profile_text', link),
    profileLink: t('registration.profile_link'),
    loopSummary: t('registration.loop_summary'),
    loopText: t('registration.loop_text', link),
    newsletterLink: t('registration.newsletter_link'),
    back: t('registration.back'),
    done: t('registration.done'),
  };
}
