// Issue #30, item 8: "tutorial excerpts repeat the description, paste in 'Introduction' and cut mid-word … Excerpts
// come from the description or the first paragraph of the rendered text, whole words, no markup."
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildQuestion } from '../../test/factories.js';
import { LIST_EXCERPT_CHARS, listExcerpt } from './service.js';

const t = useTestApp();

describe('the excerpts of a list without a query', () => {
  it('is the description when there is one: no heading, no repeat', () => {
    const stored = [
      'Run scripts on a schedule and log what they do.',
      'Introduction',
      'Run scripts on a schedule and log what they do. This guide walks through every step.',
      'Prerequisites',
    ].join('\n');
    expect(listExcerpt(stored)).toBe('Run scripts on a schedule and log what they do.');
  });

  it('is the first paragraph when there is no description, never a heading, cut at a whole word', () => {
    const long = `${'Cron reads the crontab of every user once a minute and starts the jobs that are due. '.repeat(4)}`;
    const excerpt = listExcerpt(['', 'Introduction', long, 'Step 1'].join('\n'));
    expect(excerpt.startsWith('Cron reads the crontab')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(LIST_EXCERPT_CHARS);
    expect(excerpt.endsWith('…')).toBe(true);
    // The last word before the ellipsis is a whole word of the text.
    const words = long.split(/\s+/);
    expect(words).toContain(excerpt.slice(0, -1).split(' ').at(-1));
  });

  it('GET /content/v1/search without a query lists a question by the opening of its text, as plain text', async () => {
    const asked = await buildQuestion(t, {
      title: `Cron job never runs ${Date.now()}`,
      body: '## What I tried\n\nMy crontab line is `0 0 * * * /usr/local/bin/backup.sh` and **nothing** happens at midnight.',
    });
    const res = await t.app.inject({ method: 'GET', url: '/content/v1/search?type=question&per_page=50' });
    expect(res.statusCode, res.body).toBe(200);
    const hit = (res.json() as { data: { id: number; snippet: string }[] }).data.find(
      (h) => h.id === asked.id,
    );
    expect(hit?.snippet).toBe(
      'My crontab line is 0 0 * * * /usr/local/bin/backup.sh and nothing happens at midnight.',
    );
  });
});
