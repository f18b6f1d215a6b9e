/** A path rule: `exact` matches the path only, `section` the path and everything below it. */
export type PathRule = { readonly path: string; readonly match: 'exact' | 'section' };

/** The path part of a pathname or URL, without query, hash or trailing slash. */
export function normalizePathname(pathname: string): string {
  const path = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a pathname matches one path rule. */
export function matchesPathRule(pathname: string, rule: PathRule): boolean {
  const path = normalizePathname(pathname);
  if (path === rule.path) return true;
  return rule.match === 'section' && path.startsWith(`${rule.path}/`);
}

/** Whether a pathname matches any of the rules. */
export function matchesAnyPathRule(pathname: string, rules: readonly PathRule[]): boolean {
  return rules.some((rule) => matchesPathRule(pathname, rule));
}
