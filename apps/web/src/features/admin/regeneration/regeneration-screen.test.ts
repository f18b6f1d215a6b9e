import { describe, expect, it } from 'vitest';
import { describeWebAnswer, parsePaths } from './regeneration-screen';

describe('regeneration paths and answers', () => {
  it('reads one path a line, without blanks or repeats, and names the lines that are not site paths', () => {
    expect(
      parsePaths(' /pricing \n\n/community/tutorials\n/pricing\nhttps://x.example/a\n//evil.example\nnope'),
    ).toEqual({
      paths: ['/pricing', '/community/tutorials'],
      bad: ['https://x.example/a', '//evil.example', 'nope'],
    });
  });

  it('says what the web app answered: refreshed, refused with its status, or unreachable with the reason', () => {
    const regenerated = { paths: ['/'], tags: [] };
    expect(describeWebAnswer({ regenerated, web: { ok: true, status: 200 } })).toBe(
      'Refreshed (web app answered 200)',
    );
    expect(describeWebAnswer({ regenerated, web: { ok: false, status: 401 } })).toBe(
      'The web app refused it (HTTP 401)',
    );
    expect(describeWebAnswer({ regenerated, web: { ok: false, status: null, error: 'ECONNREFUSED' } })).toBe(
      'The web app did not answer: ECONNREFUSED',
    );
  });
});
