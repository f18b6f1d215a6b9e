// What /community/tools/new says to a member who may not submit tools (community-app §6: CREATE_TOOLS, "Create
// tools"; Reef grants it to chosen members, not to every member), from the `community` catalogue.
import type { CreateGateCopy } from '@/features/auth/create-gate';
import type { Translate } from '@/i18n/translate';

/** The new-tool page's words for a member without CREATE_TOOLS, in the translator's language. */
export function newToolGate(t: Translate): CreateGateCopy {
  return {
    title: t('tool_form.gate_title'),
    explanation: t('tool_form.gate_explanation'),
    links: [
      { href: '/community/tools', label: t('tool_form.gate_back') },
      { href: '/community/questions/new', label: t('tool_form.gate_ask') },
    ],
  };
}
