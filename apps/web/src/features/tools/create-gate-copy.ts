// What /community/tools/new says to a member who may not submit tools (community-app §6: CREATE_TOOLS, "Create
// tools"; Reef grants it to chosen members, not to every member).
import type { CreateGateCopy } from '@/features/auth/create-gate';

/** The new-tool page's words for a member without CREATE_TOOLS. */
export const NEW_TOOL_GATE: CreateGateCopy = {
  title: 'You cannot submit tools yet',
  explanation:
    'Tools are submitted by members the site trusts with the directory: an administrator grants the permission ' +
    'to you or to a group you belong to. Until then, suggest a tool in a question or a comment.',
  links: [
    { href: '/community/tools', label: 'Back to the tools' },
    { href: '/community/questions/new', label: 'Ask a question instead' },
  ],
};
