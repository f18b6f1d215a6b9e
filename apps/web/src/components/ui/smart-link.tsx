import Link from '@/components/ui/link';
import type { AnchorHTMLAttributes } from 'react';
import { isSitePath } from '@/lib/links';

/** A link that navigates client-side for valid site paths (`/…`, rules of @reef/core) and as a plain anchor otherwise. */
export function SmartLink({ href, ...rest }: { href: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  // No prefetch: menus and the footer hold dozens of links and pages render per request.
  if (isSitePath(href)) return <Link href={href} prefetch={false} {...rest} />;
  return <a href={href} {...rest} />;
}
