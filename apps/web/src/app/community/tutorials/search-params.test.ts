import { describe, expect, it } from 'vitest';
import { filtersToQuery, filtersToSearch, parseTutorialFilters } from './search-params';

describe('tutorial list filters', () => {
  it('defaults to tutorials, all time, newest first without a query', () => {
    const filters = parseTutorialFilters({});
    expect(filters).toMatchObject({ q: '', kind: 'tutorial', time: 'all', sort: 'newest', page: 1 });
    expect(filtersToSearch(filters)).toMatchObject({
      type: 'tutorial',
      sort_by: 'newest',
      page: 1,
      hits_per_page: 20,
    });
  });

  it('sorts by relevance when there is a query', () => {
    const filters = parseTutorialFilters({ q: ' nginx ' });
    expect(filters.q).toBe('nginx');
    expect(filtersToSearch(filters)).toMatchObject({ query: 'nginx', sort_by: 'relevance' });
    expect(filtersToQuery(filters)).toEqual({ q: 'nginx' });
  });

  it('ignores values the form never offers', () => {
    const filters = parseTutorialFilters({
      subtype: 'bogus',
      language: 'xx',
      time: 'decade',
      sort: 'random',
      page: '-3',
      type: 'user',
    });
    expect(filters).toMatchObject({
      subtype: undefined,
      language: undefined,
      time: 'all',
      sort: 'newest',
      page: 1,
      kind: 'tutorial',
    });
  });

  it('passes the time range by name and the subtype only for tutorials', () => {
    expect(filtersToSearch(parseTutorialFilters({ time: 'week', subtype: 'cheatsheet' }))).toMatchObject({
      time_range: 'week',
      sub_type: 'cheatsheet',
    });
    expect(
      filtersToSearch(parseTutorialFilters({ type: 'question', subtype: 'cheatsheet' })).sub_type,
    ).toBeUndefined();
  });
});
