// The action buttons' words on a German or Russian page (issue #31): built on the server with the item named in them,
// the vote count worded with the language's plural forms in the browser.
import { describe, expect, it, vi } from 'vitest';
import { actionWords } from './action-words-server';
import { upvoteCount } from './action-words';

const locale = vi.hoisted(() => ({ value: 'de' }));
vi.mock('@/i18n/page-locale', () => ({ pageLocale: async () => locale.value }));

describe('actionWords', () => {
  it('names the tutorial in German and words the vote count', async () => {
    locale.value = 'de';
    const words = await actionWords({ kind: 'tutorial' });
    expect(words?.upvote.upvote).toBe('dieses Tutorial positiv bewerten');
    expect(words?.subscribe.subscribe).toBe('Abonnieren');
    expect(words?.editLinks.manage).toBe('dieses Tutorial verwalten');
    expect(upvoteCount(words!.upvote, 1)).toBe('1 positive Stimme');
    expect(upvoteCount(words!.upvote, 12)).toBe('12 positive Stimmen');
  });

  it('uses every Russian plural form', async () => {
    locale.value = 'ru';
    const words = await actionWords({ kind: 'named', name: 'Terraform' });
    expect(upvoteCount(words!.upvote, 1)).toBe('1 голос');
    expect(upvoteCount(words!.upvote, 3)).toBe('3 голоса');
    expect(upvoteCount(words!.upvote, 5)).toBe('5 голосов');
    expect(words?.subscribe.subscribedToast).toContain('Terraform');
  });

  it('gives nothing on an English page: the buttons keep their own English', async () => {
    locale.value = 'en';
    expect(await actionWords({ kind: 'tutorial' })).toBeUndefined();
  });
});
