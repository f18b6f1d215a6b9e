// spec: content-and-presentation §5 "Links".

/** rel of links to other hosts in member-written content. */
export const EXTERNAL_LINK_REL = 'ugc nofollow';
/** Alias of `EXTERNAL_LINK_REL`. */
export const externalLinkRel = EXTERNAL_LINK_REL;

/**
 * Paths on the company's own hosts that stay absolute links: they are served by other apps
 * (product docs, support center, community assets, trial pages), not by this site.
 */
export const DEFAULT_ABSOLUTE_PATH_PREFIXES: readonly string[] = [
  '/docs',
  '/support',
  '/community/assets',
  '/try',
];

/**
 * Whether a link is internal: it starts with a slash or a hash. A protocol-relative `//host`
 * (or `/\host`, which browsers read the same way) points at another host and is not internal.
 */
export function isInternalLink(href: string): boolean {
  if (href.startsWith('#')) return true;
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

function startsWithPrefix(path: string, prefix: string): boolean {
  return (
    path === prefix ||
    path.startsWith(`${prefix}/`) ||
    path.startsWith(`${prefix}?`) ||
    path.startsWith(`${prefix}#`)
  );
}

/** Options of `normalizeOwnHostLink`. */
export type NormalizeOwnHostLinkOptions = {
  /** Path prefixes that stay absolute; defaults to `DEFAULT_ABSOLUTE_PATH_PREFIXES`. */
  absolutePrefixes?: readonly string[];
};

/**
 * An absolute http(s) link to one of `ownHosts` becomes a site-relative path, except paths under
 * the absolute prefixes (docs, support, community assets, try). Other links are returned as is.
 * `ownHosts` are host names, optionally with a port; a leading "www." of the link is ignored.
 */
export function normalizeOwnHostLink(
  url: string,
  ownHosts: readonly string[],
  options: NormalizeOwnHostLinkOptions = {},
): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  const hosts = ownHosts.map((host) => host.toLowerCase());
  const bare = (host: string) => host.replace(/^www\./, '');
  const isOwn = hosts.some((host) => {
    const candidate = host.includes(':') ? parsed.host : parsed.hostname;
    return candidate === host || bare(candidate) === bare(host);
  });
  if (!isOwn) return url;
  const prefixes = options.absolutePrefixes ?? DEFAULT_ABSOLUTE_PATH_PREFIXES;
  if (prefixes.some((prefix) => startsWithPrefix(parsed.pathname, prefix))) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Whether the path part of a link repeats slashes or holds a backslash (content-and-presentation §5). */
export function hasInvalidSlashes(path: string): boolean {
  const pathPart = path.split(/[?#]/)[0] ?? '';
  return pathPart.includes('//') || path.includes('\\');
}

// Unreserved, sub-delims, ':', '@', '/', '?', '#' and percent-escapes (RFC 3986).
const URL_CHARACTERS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/;

/** Whether a link is a valid site-relative path: leading slash, legal URL characters, no double slash or backslash. */
export function isValidInternalPath(path: string): boolean {
  return path.startsWith('/') && URL_CHARACTERS.test(path) && !hasInvalidSlashes(path);
}

const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp);base64,/i;
const UNSAFE_SCHEMES = ['javascript', 'vbscript', 'file', 'data'];

/**
 * Whether a URL is safe in an href or src: no javascript:, vbscript:, file: or data: scheme,
 * except base64 gif, png, jpeg and webp images (content-and-presentation §5).
 */
export function isSafeUrl(url: string): boolean {
  // Browsers drop control characters, whitespace and NUL inside a scheme ("java\tscript:").
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined || !UNSAFE_SCHEMES.includes(scheme)) return true;
  return scheme === 'data' && SAFE_DATA_IMAGE.test(compact);
}
