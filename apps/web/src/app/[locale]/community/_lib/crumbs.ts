// Breadcrumbs of the pages below a community section: Community › {section} › what follows.
import type { Crumb } from '@/components/layout/page-heading';

const SECTIONS = {
  questions: { label: 'Questions', href: '/community/questions' },
  tutorials: { label: 'Tutorials', href: '/community/tutorials' },
  tools: { label: 'Tools', href: '/community/tools' },
} satisfies Record<string, Crumb>;

/** The crumbs of a page inside a section: the community home, the section's list, then `rest`. */
export function sectionCrumbs(section: keyof typeof SECTIONS, ...rest: Crumb[]): Crumb[] {
  return [{ label: 'Community', href: '/community' }, SECTIONS[section], ...rest];
}
