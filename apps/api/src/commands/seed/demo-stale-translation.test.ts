// Issue #31 item 6: "one translation deliberately stale" — the demo's stale translation step.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tutorials } from '../../db/schema/index.js';
import { translationStatusOf } from '../../resources/translations/index.js';
import { createTutorial, findTutorial } from '../../resources/tutorials/index.js';
import { useTestApp } from '../../test/app.js';
import { actorFor, buildTutorial, buildUserWith, signIn } from '../../test/factories.js';
import { seedDemo } from './demo.js';
import { seedStaleTranslation, STALE_DEMO_SENTENCE, withAddedSentence } from './demo-stale-translation.js';

const t = useTestApp();

describe('withAddedSentence', () => {
  it('adds the sentence to the first paragraph under a heading, not to code or the introduction', () => {
    const body = 'Intro.\n\n## Step 1\n\n```\nls\n```\n\nFirst paragraph.\n\nSecond.';
    expect(withAddedSentence(body)).toBe(
      `Intro.\n\n## Step 1\n\n\`\`\`\nls\n\`\`\`\n\nFirst paragraph. ${STALE_DEMO_SENTENCE}\n\nSecond.`,
    );
    expect(withAddedSentence('Only an introduction.')).toBeNull();
  });
});

describe('seedStaleTranslation: "one translation deliberately stale"', () => {
  it('edits the original of a German translation once, so that its page shows the step that changed', async () => {
    const user = await buildUserWith(t, 'CREATE_TUTORIALS', 'MANAGE_TUTORIALS');
    const editor = await actorFor(t, user);
    const original = await buildTutorial(t, { author: user, body: 'Intro.\n\n## Step 1\n\nInstall it.' });
    const translation = await createTutorial(t.db, editor, {
      title: 'Installieren',
      description: '',
      body: 'Einleitung.\n\n## Schritt 1\n\nInstalliere es.',
      sub_type: 'tutorial',
      language: 'de',
      tags: [],
      state: 'published',
      translation_of_id: original.id,
    });
    expect(await seedStaleTranslation(t.db, editor)).toBe(translation.slug);
    const status = await translationStatusOf(
      t.db,
      null,
      'tutorial',
      await findTutorial(t.db, null, translation.slug),
    );
    expect(status!.up_to_date).toBe(false);
    expect(status!.stale_sections.map((s) => s.title)).toEqual(['Schritt 1']);

    // Idempotent: a second run finds it stale and changes nothing.
    const [before] = await t.db.select().from(tutorials).where(eq(tutorials.id, original.id));
    expect(await seedStaleTranslation(t.db, editor)).toBe(translation.slug);
    const [after] = await t.db.select().from(tutorials).where(eq(tutorials.id, original.id));
    expect(after!.version).toBe(before!.version);
  });
});

describe('the demo seed', () => {
  it(
    "leaves exactly one German translation stale, its original's first step changed",
    { timeout: 120_000 },
    async () => {
      await seedDemo(t.db, t.env);
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/translations/stale?language=de',
        headers: await signIn(t, await buildUserWith(t, 'MANAGE_TUTORIALS')),
      });
      expect(res.statusCode).toBe(200);
      const queue = res.json() as { data: { translation: { slug: string }; blocks: { change: string }[] }[] };
      expect(queue.data).toHaveLength(1);
      expect(queue.data[0]!.blocks.map((b) => b.change)).toEqual(['changed']);
      const page = await t.app.inject({
        method: 'GET',
        url: `/content/v1/tutorials/${queue.data[0]!.translation.slug}`,
      });
      const inserted = (
        page.json() as {
          translation_status: { stale_sections: { blocks: { diff: { op: string; text: string }[] }[] }[] };
        }
      ).translation_status.stale_sections[0]!.blocks[0]!.diff.filter((part) => part.op === 'insert')
        .map((part) => part.text)
        .join('');
      expect(inserted).toContain('Check which version you have installed');
    },
  );
});
