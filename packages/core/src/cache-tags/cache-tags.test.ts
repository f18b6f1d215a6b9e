import { describe, expect, it } from 'vitest';
import {
  mergeTargets,
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
