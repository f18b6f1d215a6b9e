// What /community/tutorials/new says to a member who may not write tutorials (community-app §6: CREATE_TUTORIALS,
// "Create tutorials"; Reef grants it to authors, not to every member), from the `community` catalogue.
import type { CreateGateCopy } from '@/features/auth/create-gate';
import type { Translate } from '@/i18n/translate';

/** The new-tutorial page's words for a member without CREATE_TUTORIALS, in the translator's language. */
export function newTutorialGate(t: Translate): CreateGateCopy {
  return {
    title: t('tutorial_form.gate_title'),
    explanation: t('tutorial_form.gate_explanation'),
    links: [
      { href: '/community/pages/write-for-digitalocean', label: t('tutorial_form.gate_write_for_us') },
      { href: '/community/questions/new', label: t('tutorial_form.gate_ask') },
    ],
  };
}
