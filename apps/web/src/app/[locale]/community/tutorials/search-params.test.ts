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
      language: 'en',
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

  it('offers blog and resource posts and pages by type and sub-type (issue #30, item 3: "blog and resource posts and marketing pages cannot be found")', () => {
    const posts = parseTutorialFilters({ q: 'load balancers', type: 'post' });
    expect(filtersToSearch(posts)).toMatchObject({ query: 'load balancers', type: 'post' });
    expect(filtersToSearch(posts).sub_type).toBeUndefined();

    // A sub-type names its kind: a video is a post, a legal page a page.
    const videos = parseTutorialFilters({ q: 'kubernetes', subtype: 'resources-video' });
    expect(videos.kind).toBe('post');
    expect(filtersToSearch(videos)).toMatchObject({ type: 'post', sub_type: 'resources-video' });
    expect(filtersToQuery(videos)).toEqual({ q: 'kubernetes', subtype: 'resources-video' });
    expect(filtersToSearch(parseTutorialFilters({ q: 'terms', subtype: 'legal' }))).toMatchObject({
      type: 'static_page',
      sub_type: 'legal',
    });
    // Without words, a post type lists those posts, newest first.
    expect(filtersToSearch(parseTutorialFilters({ subtype: 'blog' }))).toMatchObject({
      type: 'post',
      sub_type: 'blog',
      sort_by: 'newest',
    });
    // A sub-type of another kind is not sent with a kind it cannot narrow.
    expect(
      filtersToSearch(parseTutorialFilters({ q: 'x', type: 'static_page', subtype: 'blog' })).sub_type,
    ).toBeUndefined();
    expect(filtersToSearch(parseTutorialFilters({ q: 'x', type: 'all', subtype: 'blog' })).sub_type).toBe(
      'blog',
    );
  });

  describe('languages (issue #31: lists show the site’s language, translations are reached from the item)', () => {
    it('the list without words shows English, the site’s language, and its links leave the default out', () => {
      const filters = parseTutorialFilters({});
      expect(filters.language).toBe('en');
      expect(filtersToSearch(filters).language).toBe('en');
      expect(filtersToQuery(filters).language).toBeUndefined();
      expect(hasFilters(filters)).toBe(false);
    });

    it('"Any language" (language=any) lists every language and keeps it in the links', () => {
      const filters = parseTutorialFilters({ language: 'any' });
      expect(filters.language).toBeUndefined();
      expect(filtersToSearch(filters).language).toBeUndefined();
      expect(filtersToQuery(filters).language).toBe('any');
      expect(hasFilters(filters)).toBe(true);
    });

    it('a language the address names is kept; a search with words covers every language unless narrowed', () => {
      const german = parseTutorialFilters({ language: 'de' });
      expect(filtersToSearch(german).language).toBe('de');
      expect(filtersToQuery(german).language).toBe('de');

      const search = parseTutorialFilters({ q: 'nginx' });
      expect(filtersToSearch(search).language).toBeUndefined();
      expect(filtersToQuery(search)).toEqual({ q: 'nginx' });
      const englishSearch = parseTutorialFilters({ q: 'nginx', language: 'en' });
      expect(filtersToQuery(englishSearch).language).toBe('en');
      expect(hasFilters(englishSearch)).toBe(true);
    });
  });

  it('lists the page’s interface language by default: German on /de/community/tutorials (issue #31)', () => {
    const german = parseTutorialFilters({}, 'de');
    expect(german.language).toBe('de');
    expect(filtersToSearch(german).language).toBe('de');
    expect(hasFilters(german)).toBe(false);
    expect(filtersToQuery(german).language).toBeUndefined();
    const english = parseTutorialFilters({ language: 'en' }, 'de');
    expect(hasFilters(english)).toBe(true);
    expect(filtersToQuery(english).language).toBe('en');
  });
});
