/** What a share link carries. */
export type ShareInput = { url: string; title?: string; via?: string };

/** One social platform (content-and-presentation §3 "Social link entry"). */
export type SocialPlatform = {
  readonly name: SocialPlatformName;
  /** Icon name the web app maps to an SVG. */
  readonly icon: string;
  /** Base address of the platform's share page, for platforms that support sharing. */
  readonly shareUrl?: string;
  /** Builds the share address from `shareUrl`. */
  readonly buildShareUrl?: (shareUrl: string, input: ShareInput) => string;
};

/** The 13 supported platforms. */
export const SOCIAL_PLATFORM_NAMES = [
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
] as const;
/** A supported social platform. */
export type SocialPlatformName = (typeof SOCIAL_PLATFORM_NAMES)[number];

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

// spec: content-and-presentation §7 — share pages for Facebook, LinkedIn, Reddit, X and
// YCombinator with URL and title parameters; the X share also sends `via`.
/** Every supported platform, with share builders for those that support sharing. */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  { name: 'BuiltInNYC', icon: 'builtinnyc' },
  { name: 'Dev', icon: 'dev' },
  { name: 'Discord', icon: 'discord' },
  {
    name: 'Facebook',
    icon: 'facebook',
    shareUrl: 'https://www.facebook.com/sharer/sharer.php',
    buildShareUrl: (base, { url }) => withQuery(base, { u: url }),
  },
  { name: 'GitHub', icon: 'github' },
  { name: 'Glassdoor', icon: 'glassdoor' },
  { name: 'Instagram', icon: 'instagram' },
  {
    name: 'LinkedIn',
    icon: 'linkedin',
    shareUrl: 'https://www.linkedin.com/shareArticle',
    buildShareUrl: (base, { url, title }) => withQuery(base, { mini: 'true', url, title }),
  },
  {
    name: 'Reddit',
    icon: 'reddit',
    shareUrl: 'https://www.reddit.com/submit',
    buildShareUrl: (base, { url, title }) => withQuery(base, { url, title }),
  },
  { name: 'Twitch', icon: 'twitch' },
  {
    name: 'X',
    icon: 'x',
    shareUrl: 'https://x.com/intent/post',
    buildShareUrl: (base, { url, title, via }) => withQuery(base, { url, text: title, via }),
  },
  {
    name: 'YCombinator',
    icon: 'ycombinator',
    shareUrl: 'https://news.ycombinator.com/submitlink',
    buildShareUrl: (base, { url, title }) => withQuery(base, { u: url, t: title }),
  },
  { name: 'YouTube', icon: 'youtube' },
];

/** A share link for one platform. */
export type ShareLink = { name: SocialPlatformName; icon: string; url: string };

/** Whether a platform supports sharing: it has both a share URL and a share builder. */
export function supportsSharing(
  platform: SocialPlatform,
): platform is SocialPlatform & Required<Pick<SocialPlatform, 'shareUrl' | 'buildShareUrl'>> {
  return platform.shareUrl !== undefined && platform.buildShareUrl !== undefined;
}

/** Share links of a page, only for platforms that support sharing. */
export function shareLinks(
  input: ShareInput,
  platforms: readonly SocialPlatform[] = SOCIAL_PLATFORMS,
): ShareLink[] {
  return platforms.filter(supportsSharing).map((platform) => ({
    name: platform.name,
    icon: platform.icon,
    url: platform.buildShareUrl(platform.shareUrl, input),
  }));
}

/** A link to one of the brand's social accounts. */
export type SocialLink = { name: SocialPlatformName; icon: string; url: string };

/** Links to the given accounts, in platform order, skipping platforms without an account. */
export function socialLinks(accounts: Partial<Record<SocialPlatformName, string>>): SocialLink[] {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const url = accounts[platform.name];
    return url ? [{ name: platform.name, icon: platform.icon, url }] : [];
  });
}
