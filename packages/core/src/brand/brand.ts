import { SOCIAL_PLATFORM_NAMES, type SocialPlatformName } from '../social/platforms.js';

/** A product link of the header and footer. */
export type BrandProductLink = {
  readonly label: string;
  readonly href: string;
  readonly description?: string;
};

/** Everything the site says about the company that runs it; configuration, never hard-coded in pages. */
export type Brand = {
  readonly name: string;
  readonly shortName: string;
  readonly logo: { readonly text: string; readonly color: string };
  /** Hosts of the company's own site, for turning absolute own links into paths. */
  readonly ownHosts: readonly string[];
  readonly productLinks: readonly BrandProductLink[];
  readonly cloudConsoleUrl: string;
  /** The external cloud registration page (content-and-presentation §2). */
  readonly signupUrl: string;
  readonly docsUrl: string;
  readonly supportUrl: string;
  /** The cloud control panel's referral registration endpoint (community-app §4). */
  readonly referralRegistrationUrl: string;
  /** Referral codes that do not show the referral modal (community-app §4: the spec names thirteen, unlisted). */
  readonly referralSuppressedCodes: readonly string[];
  /** Account URL per social platform; platforms without one are not shown. */
  readonly social: Readonly<Partial<Record<SocialPlatformName, string>>>;
  /** Handle the X share link names in `via`. */
  readonly twitterVia: string;
  /** Customers the home page's "Trusted by" row names (drawn as monograms, never as third-party logos). */
  readonly customers: readonly string[];
};

/** The fictional demo provider Reef ships with. */
export const demoBrand: Brand = {
  name: 'Tidal Cloud',
  shortName: 'Tidal',
  logo: { text: 'Tidal', color: '#0b6bcb' },
  ownHosts: ['tidal.example', 'www.tidal.example'],
  productLinks: [
    { label: 'Compute', href: '/products/compute', description: 'Virtual machines in seconds' },
    { label: 'Kubernetes', href: '/products/kubernetes', description: 'Managed clusters' },
    { label: 'Databases', href: '/products/databases', description: 'Managed PostgreSQL, MySQL and Redis' },
    { label: 'Object Storage', href: '/products/object-storage', description: 'S3-compatible storage' },
    { label: 'App Platform', href: '/products/app-platform', description: 'Deploy from a repository' },
    { label: 'Functions', href: '/products/functions', description: 'Serverless functions' },
  ],
  cloudConsoleUrl: 'https://cloud.tidal.example',
  signupUrl: 'https://cloud.tidal.example/registrations/new',
  docsUrl: 'https://docs.tidal.example',
  supportUrl: 'https://tidal.example/support',
  referralRegistrationUrl: 'https://cloud.tidal.example/referrals/register',
  referralSuppressedCodes: [],
  social: {
    X: 'https://x.example/tidalcloud',
    GitHub: 'https://github.example/tidal-cloud',
    LinkedIn: 'https://linkedin.example/company/tidal-cloud',
    YouTube: 'https://youtube.example/@tidalcloud',
    Instagram: 'https://instagram.example/tidalcloud',
    Facebook: 'https://facebook.example/tidalcloud',
    Discord: 'https://discord.example/tidal',
    Dev: 'https://dev.example/tidalcloud',
    Reddit: 'https://reddit.example/r/tidalcloud',
    Twitch: 'https://twitch.example/tidalcloud',
  },
  twitterVia: 'tidalcloud',
  // Fictional companies, like the brand itself.
  customers: [
    'Harborview Logistics',
    'Northwind Labs',
    'Kelp Studio',
    'Brightline Health',
    'Quay Robotics',
    'Saltmarsh Games',
  ],
};

function pick(env: Readonly<Record<string, string | undefined>>, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

/**
 * The brand from `BRAND_*` settings over a base brand (the demo brand by default). The caller
 * passes its parsed environment: BRAND_NAME, BRAND_SHORT_NAME, BRAND_LOGO_TEXT, BRAND_LOGO_COLOR,
 * BRAND_OWN_HOSTS (comma list), BRAND_CONSOLE_URL, BRAND_SIGNUP_URL, BRAND_DOCS_URL,
 * BRAND_SUPPORT_URL, BRAND_REFERRAL_URL, BRAND_REFERRAL_SUPPRESSED_CODES (comma list), BRAND_TWITTER_VIA,
 * BRAND_CUSTOMERS (comma list of the home page's "Trusted by" names) and BRAND_SOCIAL_<PLATFORM> (e.g.
 * BRAND_SOCIAL_GITHUB; an empty value keeps the base's account).
 */
export function resolveBrand(
  env: Readonly<Record<string, string | undefined>>,
  base: Brand = demoBrand,
): Brand {
  const social: Partial<Record<SocialPlatformName, string>> = { ...base.social };
  for (const platform of SOCIAL_PLATFORM_NAMES) {
    const url = pick(env, `BRAND_SOCIAL_${platform.toUpperCase()}`);
    if (url) social[platform] = url;
  }
  const hosts = pick(env, 'BRAND_OWN_HOSTS');
  const suppressed = pick(env, 'BRAND_REFERRAL_SUPPRESSED_CODES');
  const customers = pick(env, 'BRAND_CUSTOMERS');
  return {
    ...base,
    name: pick(env, 'BRAND_NAME') ?? base.name,
    shortName: pick(env, 'BRAND_SHORT_NAME') ?? base.shortName,
    logo: {
      text: pick(env, 'BRAND_LOGO_TEXT') ?? base.logo.text,
      color: pick(env, 'BRAND_LOGO_COLOR') ?? base.logo.color,
    },
    ownHosts: hosts
      ? hosts
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean)
      : base.ownHosts,
    cloudConsoleUrl: pick(env, 'BRAND_CONSOLE_URL') ?? base.cloudConsoleUrl,
    signupUrl: pick(env, 'BRAND_SIGNUP_URL') ?? base.signupUrl,
    docsUrl: pick(env, 'BRAND_DOCS_URL') ?? base.docsUrl,
    supportUrl: pick(env, 'BRAND_SUPPORT_URL') ?? base.supportUrl,
    referralRegistrationUrl: pick(env, 'BRAND_REFERRAL_URL') ?? base.referralRegistrationUrl,
    referralSuppressedCodes: suppressed
      ? suppressed
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean)
      : base.referralSuppressedCodes,
    twitterVia: pick(env, 'BRAND_TWITTER_VIA') ?? base.twitterVia,
    customers: customers
      ? customers
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : base.customers,
    social,
  };
}

/** The referral registration call for a refcode (community-app §4: GET with credentials). */
export function referralRegistrationUrl(
  brand: Pick<Brand, 'referralRegistrationUrl'>,
  refcode: string,
): string {
  const url = new URL(brand.referralRegistrationUrl);
  url.searchParams.set('refcode', refcode);
  return url.toString();
}
