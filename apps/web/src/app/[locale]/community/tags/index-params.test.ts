import { describe, expect, it } from 'vitest';
import { parseTagIndexParams, tagIndexValues } from './index-params';

describe('the tag index query', () => {
  it('is "sortable (popular / name)", popular by default, and ignores an unknown order', () => {
    expect(parseTagIndexParams({}).sort).toBe('popular');
    expect(parseTagIndexParams({ sort: 'name' }).sort).toBe('name');
    expect(parseTagIndexParams({ sort: 'random' }).sort).toBe('popular');
  });

  it('keeps a trimmed search and a page of 1 or more', () => {
    expect(parseTagIndexParams({ q: '  docker ', page: '3' })).toEqual({
      sort: 'popular',
      q: 'docker',
      page: 3,
    });
    expect(parseTagIndexParams({ q: '', page: '-2' })).toEqual({ sort: 'popular', q: undefined, page: 1 });
    expect(parseTagIndexParams({ page: ['2', '5'] }).page).toBe(2);
  });

  it('leaves the defaults out of the links it keeps', () => {
    expect(tagIndexValues({ sort: 'popular', q: undefined, page: 2 })).toEqual({
      sort: undefined,
      q: undefined,
    });
    expect(tagIndexValues({ sort: 'name', q: 'git', page: 1 })).toEqual({ sort: 'name', q: 'git' });
  });
});
