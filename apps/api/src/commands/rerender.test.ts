import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { buildComment, buildQuestion, buildTutorial } from '../test/factories.js';
import { RENDERER_VERSION } from '../platform/services/render.js';
import { rerenderAll } from './rerender.js';
import { comments, questions, tutorials } from '../db/schema/index.js';

const t = useTestApp();

describe('db:rerender', () => {
  it('re-renders only rows stored with another renderer version', async () => {
    const question = await buildQuestion(t, { body: 'Use `ufw allow 22` first, then **enable** it.' });
    const comment = await buildComment(t, { type: 'question', id: question.id });
    await t.db
      .update(questions)
      .set({ bodyHtml: '<p>stale</p>', rendererVersion: 'old' })
      .where(eq(questions.id, question.id));
    const counts = await rerenderAll(t.db);
    expect(counts.questions).toBe(1);
    expect(counts.comments).toBe(0);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.rendererVersion).toBe(RENDERER_VERSION);
    expect(row!.bodyHtml).toContain('<strong>enable</strong>');
    const [c] = await t.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(c!.rendererVersion).toBe(RENDERER_VERSION);
  });

  it('rebuilds the plain-text body and search vector of rows written before it existed', async () => {
    const tutorial = await buildTutorial(t, { body: '### Heading\n\nA paragraph about zeppelins.' });
    await t.db
      .update(tutorials)
      .set({ bodyText: null, searchVector: null })
      .where(eq(tutorials.id, tutorial.id));
    const counts = await rerenderAll(t.db);
    expect(counts.tutorials).toBe(1);
    const [row] = await t.db
      .select({
        bodyText: tutorials.bodyText,
        hasVector: sql<boolean>`search_vector @@ to_tsquery('english', 'zeppelin')`,
      })
      .from(tutorials)
      .where(eq(tutorials.id, tutorial.id));
    // Each block on a line of its own, so search excerpts keep the heading apart from the paragraph.
    expect(row!.bodyText).toBe('Heading\nA paragraph about zeppelins.');
    expect(row!.hasVector).toBe(true);
  });
});
