// What /community/tutorials/new says to a member who may not write tutorials (community-app §6: CREATE_TUTORIALS,
// "Create tutorials"; Reef grants it to authors, not to every member).
import type { CreateGateCopy } from '@/features/auth/create-gate';

/** The new-tutorial page's words for a member without CREATE_TUTORIALS. */
export const NEW_TUTORIAL_GATE: CreateGateCopy = {
  title: 'You cannot write tutorials yet',
  explanation:
    'Tutorials are written by invited authors: an administrator grants the permission to you or to a group ' +
    'you belong to. Apply through "Write for us"; once you are an author, sign in again and this page opens ' +
    'the editor. Until then you can ask a question or comment on any tutorial.',
  links: [
    { href: '/community/pages/write-for-digitalocean', label: 'Write for us: become an author' },
    { href: '/community/questions/new', label: 'Ask a question instead' },
  ],
};
