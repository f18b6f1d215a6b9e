// Issue #31, item 2: "Every page sends <html lang>, hreflang alternates and x-default, canonical URLs per language".
import { describe, expect, it } from 'vitest';
import { localizedMetadataInput } from './localized-metadata';

describe('the head addresses of a page in the interface languages', () => {
  it('a page of the interface exists in all nine languages: each is an alternate, x-default the unprefixed one', () => {
    const input = localizedMetadataInput({ path: '/community/questions', title: 'Questions' }, 'ja');
    expect(input.path).toBe('/ja/community/questions');
    expect(Object.keys(input.alternate!)).toHaveLength(10);
    expect(input.alternate).toMatchObject({
      en: '/community/questions',
      de: '/de/community/questions',
      zh: '/zh/community/questions',
      'x-default': '/community/questions',
    });
  });

  it('content in several languages names each version in its own language, and is canonical in its own', () => {
    const input = localizedMetadataInput(
      {
        path: '/community/tutorials/nginx-de',
        alternate: {
          en: '/community/tutorials/nginx',
          de: '/community/tutorials/nginx-de',
          'x-default': '/community/tutorials/nginx',
        },
      },
      'en',
    );
    expect(input.path).toBe('/de/community/tutorials/nginx-de');
    expect(input.alternate).toEqual({
      en: '/community/tutorials/nginx',
      de: '/de/community/tutorials/nginx-de',
      'x-default': '/community/tutorials/nginx',
    });
  });

  it('a page given by type and slug gets its path from the spec’s rule first', () => {
    expect(localizedMetadataInput({ type: 'tag', slug: 'nginx' }, 'de').path).toBe(
      '/de/community/tags/nginx',
    );
  });
});
