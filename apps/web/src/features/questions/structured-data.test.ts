import type { Comment, Question } from '@reef/client';
import { describe, expect, it } from 'vitest';
import { questionJsonLd } from './structured-data';

describe('questionJsonLd', () => {
  it('gives the plain text a reader sees: entities decoded, code labels left out', () => {
    const question = {
      title: 'Port 80?',
      body_html:
        '<p>Tom &amp; Jerry&#x27;s <code>&lt;nginx&gt;</code></p>\n<div class="code-label" title="a.sh">a.sh</div>\n<pre><code>ufw allow 80\n</code></pre>',
      answers_count: 1,
      upvotes_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      author: null,
    } as unknown as Question;
    const answer = { id: 3, body_html: '<p>one</p><p>two</p>', upvotes_count: 0 } as unknown as Comment;
    const data = questionJsonLd(question, [answer], 'https://example.test/q') as {
      mainEntity: { text: string; suggestedAnswer: Array<{ text: string }> };
    };
    expect(data.mainEntity.text).toBe("Tom & Jerry's <nginx> ufw allow 80");
    expect(data.mainEntity.suggestedAnswer[0]!.text).toBe('one two');
  });
});

describe('questionJsonLd, issue #31 item 3: "questions and answers may be written in any of the nine"', () => {
  it('names the question’s language, and its answers’ (an answer is in its question’s language)', () => {
    const question = {
      title: 'Wie starte ich nginx neu?',
      body_html: '<p>Nach dem Neustart läuft nginx nicht.</p>',
      language: 'de',
      accepted_answer_id: null,
      answers_count: 1,
      upvotes_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      author: null,
    } as unknown as Question;
    const answer = {
      id: 4,
      body_html: '<p>systemctl enable nginx</p>',
      upvotes_count: 0,
    } as unknown as Comment;
    const data = questionJsonLd(question, [answer], 'https://example.test/q') as {
      mainEntity: { inLanguage: string; suggestedAnswer: Array<{ inLanguage: string }> };
    };
    expect(data.mainEntity.inLanguage).toBe('de');
    expect(data.mainEntity.suggestedAnswer[0]!.inLanguage).toBe('de');
  });
});
