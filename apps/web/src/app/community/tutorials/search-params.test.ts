import { describe, expect, it } from 'vitest';
import { filtersToQuery, filtersToSearch, hasFilters, parseTutorialFilters } from './search-params';

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

  it('a search covers every kind unless the address narrows it (issue #30, item 3: "Enter opens results limited to tutorials")', () => {
    const search = parseTutorialFilters({ q: 'docker networking' });
    expect(search.kind).toBe('all');
    expect(filtersToSearch(search).type).toBeUndefined();
    expect(filtersToQuery(search)).toEqual({ q: 'docker networking' });
    expect(hasFilters(search)).toBe(false);

    const tutorialsOnly = parseTutorialFilters({ q: 'docker networking', type: 'tutorial' });
    expect(filtersToSearch(tutorialsOnly).type).toBe('tutorial');
    expect(filtersToQuery(tutorialsOnly).type).toBe('tutorial');
    expect(hasFilters(tutorialsOnly)).toBe(true);

    // A tutorial subtype only narrows tutorials, so it keeps the search to them.
    expect(parseTutorialFilters({ q: 'docker', subtype: 'cheatsheet' }).kind).toBe('tutorial');
    // Without words the page is the tutorials list.
    expect(hasFilters(parseTutorialFilters({}))).toBe(false);
  });
});
