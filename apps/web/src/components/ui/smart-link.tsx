import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

/** A link that navigates client-side for site paths (`/…`) and as a plain anchor otherwise. */
export function SmartLink({ href, ...rest }: { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  // No prefetch: menus and the footer hold dozens of links and pages render per request.
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} prefetch={false} {...rest} />;
  return <a href={href} {...rest} />;
}
