// The admin bar's and admin home's links prefetch on intent, not on sight (issue #33, goal 5).
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { prefetched } from '@/test/navigation-mock';
import { renderWithFrame } from '@/test/render';
import { IntentLink, PrefetchOnIntent } from './intent-link';
import Link from './link';

describe('IntentLink', () => {
  beforeEach(() => {
    prefetched.length = 0;
  });

  it('asks for nothing when it is drawn, and prefetches its page when pointed at, focused or touched', () => {
    renderWithFrame(<IntentLink href="/community/admin/tags">Tags</IntentLink>);
    const link = screen.getByRole('link', { name: 'Tags' });
    expect(link.getAttribute('href')).toBe('/community/admin/tags');
    expect(prefetched).toEqual([]);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetched).toEqual(Array(3).fill('/community/admin/tags'));
  });

  it('keeps the page’s language in the address it prefetches', () => {
    renderWithFrame(<IntentLink href="/community/admin/tags">Tags</IntentLink>, { locale: 'de' });
    const link = screen.getByRole('link', { name: 'Tags' });
    fireEvent.mouseEnter(link);
    expect(link.getAttribute('href')).toBe('/de/community/admin/tags');
    expect(prefetched).toEqual(['/de/community/admin/tags']);
  });

  it('is what every link of the admin area is (PrefetchOnIntent), unless the link sets its own prefetch', () => {
    renderWithFrame(
      <PrefetchOnIntent>
        <Link href="/community/admin/users">Users</Link>
        <Link href="/community/admin/tags" prefetch={false}>
          Tags
        </Link>
      </PrefetchOnIntent>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Users' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Tags' }));
    expect(prefetched).toEqual(['/community/admin/users']);
  });
});
