// What /community/questions/new says to a member who may not ask (community-app §6: CREATE_QUESTIONS; every
// member has it unless a moderator or an administrator took it away).
import type { CreateGateCopy } from '@/features/auth/create-gate';

/** The ask page's words for a member without CREATE_QUESTIONS. */
export const NEW_QUESTION_GATE: CreateGateCopy = {
  title: 'You cannot ask questions at the moment',
  explanation:
    'Every member may ask until a moderator or an administrator takes the permission away, usually after ' +
    'posts that broke the code of conduct. Read it, and ask an administrator to restore the permission; ' +
    'you can still read and search every answer.',
  links: [
    { href: '/community/pages/code-of-conduct', label: 'Read the code of conduct' },
    { href: '/community/questions', label: 'Browse the questions' },
  ],
};
