// A menu link that marks itself as the current page: the main menu, the section sub-navigation and the admin bar all
// show a list of links and flag the one the visitor is on with aria-current="page" (which their styles also select).
import Link from '@/components/ui/link';
import type { ComponentType, ReactNode } from 'react';

/** What NavLink needs of the link it renders: next/link (the default) or SmartLink. */
type LinkComponent = ComponentType<{
  href: string;
  className?: string;
  'aria-current'?: 'page';
  children?: ReactNode;
}>;

/** Inputs of NavLink: the target, the current page's href (or none), the class and the label. */
export type NavLinkProps = {
  href: string;
  currentHref: string | null | undefined;
  className?: string;
  children: ReactNode;
  as?: LinkComponent;
};

/** A link with aria-current="page" when `href` is the current page. */
export function NavLink({ href, currentHref, className, children, as: As = Link }: NavLinkProps) {
  return (
    <As href={href} className={className} aria-current={currentHref === href ? 'page' : undefined}>
      {children}
    </As>
  );
}
