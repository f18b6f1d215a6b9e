import { describe, expect, it } from 'vitest';
import {
  contentItemTarget,
  everythingTarget,
  mergeTargets,
  SITE_TAG,
  objectTag,
  objectTags,
  postTarget,
  staticPageTarget,
  threadTarget,
} from './cache-tags.js';

describe('cache tags', () => {
  it('name one object and the list that shows it', () => {
    expect(objectTags('tutorial_series', 'kubernetes-basics')).toEqual([
      'tutorial_series:kubernetes-basics',
      'tutorial-series',
    ]);
    expect(objectTag.tutorialSeries('kubernetes-basics')).toBe('tutorial_series:kubernetes-basics');
  });

  it('a comment thread revalidates its page, its list and its thread', () => {
    expect(threadTarget('question', 'why-ssh', 7)).toEqual({
      tags: ['question:why-ssh', 'questions', 'comments:question:7'],
    });
  });

  it('site content names its pages by path too, merged without repeats', () => {
    expect(staticPageTarget('legal', 'terms').paths).toEqual(['/legal/terms']);
    expect(mergeTargets(postTarget('blog', 'a'), postTarget('blog', 'a')).tags).toEqual([
      'post:blog/a',
      'posts',
    ]);
  });
});

describe('regeneration targets (/community/admin/regeneration: "regenerate a path, a content item or everything")', () => {
  it('a content item regenerates its tags and its public page', () => {
    expect(contentItemTarget('tutorial', 'nginx-on-ubuntu')).toEqual({
      tags: ['tutorial:nginx-on-ubuntu', 'tutorials'],
      paths: ['/community/tutorials/nginx-on-ubuntu'],
    });
    expect(contentItemTarget('tutorial_series', 'k8s')?.paths).toEqual(['/community/tutorial-series/k8s']);
    expect(contentItemTarget('user', 'sammy')?.paths).toEqual(['/community/users/sammy']);
    expect(contentItemTarget('static_page', 'legal/privacy')).toEqual(staticPageTarget('legal', 'privacy'));
    expect(contentItemTarget('post', 'blog/launch')).toEqual(postTarget('blog', 'launch'));
    expect(contentItemTarget('global_content', 'top_hat')).toEqual({ tags: ['global_content:top_hat'] });
  });

  it('refuses an identifier of the wrong shape instead of regenerating nothing', () => {
    expect(contentItemTarget('static_page', 'privacy')).toBeNull();
    expect(contentItemTarget('static_page', 'no-such-type/privacy')).toBeNull();
    expect(contentItemTarget('post', 'blog')).toBeNull();
    expect(contentItemTarget('tutorial', 'a/b')).toBeNull();
    expect(contentItemTarget('tag', '<script>')).toBeNull();
    expect(contentItemTarget('tag', '')).toBeNull();
  });

  it('everything is the site-wide tag every cached read carries, and the home page', () => {
    expect(everythingTarget()).toEqual({ tags: [SITE_TAG], paths: ['/'] });
  });
});
