// Issue #30: "a tutorial in a group shows a version picker" — plain links, the one being read marked current.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionPicker } from './version-picker';

const version = (id: number, slug: string, v: string | null, name: string | null = null) => ({
  id,
  slug,
  title: `Install Docker (${slug})`,
  group: 'Install Docker',
  distribution: v ? 'Ubuntu' : null,
  version: v,
  version_name: name,
});

describe('VersionPicker', () => {
  it('links each version of the group and marks the one being read', async () => {
    render(
      await VersionPicker({
        currentId: 2,
        versions: [version(1, 'docker-noble', '24.04', 'Noble Numbat'), version(2, 'docker-jammy', '22.04')],
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Choose your version' });
    expect(nav).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Ubuntu 24.04 (Noble Numbat)' });
    expect(other.getAttribute('href')).toBe('/community/tutorials/docker-noble');
    expect(screen.getByRole('link', { name: 'Ubuntu 22.04' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows nothing for a tutorial alone in its group or in none', async () => {
    const { container } = render(
      await VersionPicker({ currentId: 1, versions: [version(1, 'docker', '24.04')] }),
    );
    expect(container.innerHTML).toBe('');
  });
});
