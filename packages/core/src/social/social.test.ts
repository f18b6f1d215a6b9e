import { describe, expect, it } from 'vitest';
import { validateGitHubHandle, validateTwitterHandle } from './handles.js';
import { shareLinks, SOCIAL_PLATFORMS, socialLinks, type SocialPlatform } from './platforms.js';

describe('social handles', () => {
  it('"Twitter: 1 to 15 letters, digits or underscores; message: Invalid Twitter username. Must be 1 - 15 characters and only letters, numbers, or underscores."', () => {
    expect(validateTwitterHandle('sammy_shark1')).toBeNull();
    expect(validateTwitterHandle('a'.repeat(15))).toBeNull();
    for (const bad of ['', 'a'.repeat(16), '@sammy', 'sam-my', 'sam my'])
      expect(validateTwitterHandle(bad)).toBe(
        'Invalid Twitter username. Must be 1 - 15 characters and only letters, numbers, or underscores.',
      );
  });

  it('"GitHub: 1 to 39 letters, digits or dashes; message: Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes."', () => {
    expect(validateGitHubHandle('sammy-shark')).toBeNull();
    expect(validateGitHubHandle('a'.repeat(39))).toBeNull();
    for (const bad of ['', 'a'.repeat(40), 'sammy_shark', 'sam.my'])
      expect(validateGitHubHandle(bad)).toBe(
        'Invalid GitHub username. Must be 1 - 39 characters and only letters, numbers, or dashes.',
      );
  });
});

describe('social platforms', () => {
  it('"Supported platforms: BuiltInNYC, Dev, Discord, Facebook, GitHub, Glassdoor, Instagram, LinkedIn, Reddit, Twitch, X, YCombinator, YouTube"', () => {
    expect(SOCIAL_PLATFORMS.map((p) => p.name)).toEqual([
      'BuiltInNYC',
      'Dev',
      'Discord',
      'Facebook',
      'GitHub',
      'Glassdoor',
      'Instagram',
      'LinkedIn',
      'Reddit',
      'Twitch',
      'X',
      'YCombinator',
      'YouTube',
    ]);
  });

  it('"Share links open external pages for Facebook, LinkedIn, Reddit, X and YCombinator with URL and title parameters; the X share also sends a via parameter"', () => {
    const links = shareLinks({
      url: 'https://tidal.example/community/tutorials/a b',
      title: 'Hello & bye',
      via: 'tidalcloud',
    });
    expect(links.map((l) => l.name)).toEqual(['Facebook', 'LinkedIn', 'Reddit', 'X', 'YCombinator']);
    const x = new URL(links.find((l) => l.name === 'X')!.url);
    expect(x.searchParams.get('url')).toBe('https://tidal.example/community/tutorials/a b');
    expect(x.searchParams.get('text')).toBe('Hello & bye');
    expect(x.searchParams.get('via')).toBe('tidalcloud');
    const hn = new URL(links.find((l) => l.name === 'YCombinator')!.url);
    expect(hn.searchParams.get('t')).toBe('Hello & bye');
    const reddit = new URL(links.find((l) => l.name === 'Reddit')!.url);
    expect(reddit.searchParams.get('title')).toBe('Hello & bye');
  });

  it('"Social share links are produced only for platforms that support sharing, and need both a share URL and a share builder"', () => {
    const platforms: SocialPlatform[] = [
      { name: 'Dev', icon: 'dev', shareUrl: 'https://dev.example/share' },
      { name: 'Twitch', icon: 'twitch', buildShareUrl: () => 'https://twitch.example' },
      { name: 'Reddit', icon: 'reddit', shareUrl: 'https://reddit.example/submit', buildShareUrl: (b) => b },
    ];
    expect(shareLinks({ url: 'https://a.example' }, platforms).map((l) => l.name)).toEqual(['Reddit']);
  });

  it('lists the brand accounts in platform order', () => {
    expect(
      socialLinks({ YouTube: 'https://video.example/t', GitHub: 'https://code.example/t', Dev: '' }).map(
        (l) => l.name,
      ),
    ).toEqual(['GitHub', 'YouTube']);
  });
});
