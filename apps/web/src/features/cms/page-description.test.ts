import { describe, expect, it } from 'vitest';
import { pageDescription } from './page-description';

describe('a static page always has a description for search results (Lighthouse meta-description)', () => {
  it("uses the page's own description first", () => {
    expect(pageDescription({ description: ' Our plans. ', slices: [] })).toBe('Our plans.');
  });

  it('falls back to the opening text of the first slice that has one, as plain text, at most 160 characters', () => {
    const slices = [
      { slice_type: 'logo_wall', primary: {}, items: [] },
      {
        slice_type: 'hero',
        primary: { title: 'Try it', text: 'Credit for your **first** 60 days.' },
        items: [],
      },
    ];
    expect(pageDescription({ description: '', slices })).toBe('Credit for your first 60 days.');
    const long = 'word '.repeat(60);
    expect(
      pageDescription({
        description: '',
        slices: [{ slice_type: 'content', primary: { body: long }, items: [] }],
      }),
    ).toHaveLength(158);
    expect(pageDescription({ description: '', slices: [] })).toBe('');
  });
});
