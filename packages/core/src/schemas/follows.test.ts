import { describe, expect, it } from 'vitest';
import { formatFollowIntent, isMutableTarget, parseFollowIntent } from '../content/follows.js';
import { followBody, followParams } from './follows.js';

describe('follow intents', () => {
  it('a visitor’s follow intent round-trips through the sign-up return address', () => {
    expect(parseFollowIntent(formatFollowIntent('tag', 12))).toEqual({ type: 'tag', id: 12 });
    expect(parseFollowIntent(formatFollowIntent('tutorial_series', 3))).toEqual({
      type: 'tutorial_series',
      id: 3,
    });
  });

  it('anything else names no target', () => {
    for (const value of [null, '', 'tag', 'tag:0', 'tag:-1', 'tag:1x', 'tutorial:4', 'user:99999999999'])
      expect(parseFollowIntent(value)).toBeNull();
  });
});

describe('follow schemas', () => {
  it('people and tags can be muted, series only followed', () => {
    expect(isMutableTarget('tag')).toBe(true);
    expect(isMutableTarget('user')).toBe(true);
    expect(isMutableTarget('tutorial_series')).toBe(false);
  });

  it('the body defaults to follow; the path takes known target types only', () => {
    expect(followBody.parse({})).toEqual({ follow: { mode: 'follow' } });
    expect(followParams.safeParse({ target_type: 'tutorial', id: '1' }).success).toBe(false);
    expect(followParams.parse({ target_type: 'user', id: '7' })).toEqual({ target_type: 'user', id: 7 });
  });
});
