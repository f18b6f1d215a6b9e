import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './tag';

describe('Tag', () => {
  it('"Tags are interactive only when they have a click handler or link"', () => {
    render(
      <>
        <Tag>plain</Tag>
        <Tag href="/community/tags/linux">linked</Tag>
        <Tag onClick={vi.fn()}>clickable</Tag>
      </>,
    );
    expect(screen.queryByRole('link', { name: 'plain' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'plain' })).toBeNull();
    expect(screen.getByRole('link', { name: 'linked' }).getAttribute('href')).toBe('/community/tags/linux');
    expect(screen.getByRole('button', { name: 'clickable' })).toBeTruthy();
  });
});
