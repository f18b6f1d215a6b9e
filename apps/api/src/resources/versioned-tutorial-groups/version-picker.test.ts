// Issue #30: "a tutorial in a group shows a version picker" — the tutorial page's read carries the tutorials of its
// versioned group, each with its distribution version, in the group's order, and only those the reader may see.
import { describe, expect, it } from 'vitest';
import {
  distributions,
  distributionVersions,
  versionedTutorialGroupItems,
  versionedTutorialGroups,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildTutorial } from '../../test/factories.js';

const t = useTestApp();

describe('the version picker of a tutorial in a versioned group', () => {
  it('lists the tutorials of its group with their distribution versions, the public ones only', async () => {
    const noble = await buildTutorial(t, { title: 'Install Docker on Ubuntu 24.04' });
    const jammy = await buildTutorial(t, { title: 'Install Docker on Ubuntu 22.04' });
    const draft = await buildTutorial(t, { title: 'Install Docker on Ubuntu 26.04', state: 'draft' });
    const alone = await buildTutorial(t, { title: 'A tutorial in no group' });
    const [ubuntu] = await t.db
      .insert(distributions)
      .values({ name: 'Ubuntu', slug: 'ubuntu-vp' })
      .returning();
    const [v24, v22, v26] = await t.db
      .insert(distributionVersions)
      .values([
        { distributionId: ubuntu!.id, version: '24.04', name: 'Noble Numbat' },
        { distributionId: ubuntu!.id, version: '22.04', name: 'Jammy Jellyfish' },
        { distributionId: ubuntu!.id, version: '26.04' },
      ])
      .returning();
    const [group] = await t.db
      .insert(versionedTutorialGroups)
      .values({ name: 'Install Docker', slug: 'install-docker-vp' })
      .returning();
    await t.db.insert(versionedTutorialGroupItems).values([
      { groupId: group!.id, tutorialId: draft.id, distributionVersionId: v26!.id, position: 0 },
      { groupId: group!.id, tutorialId: noble.id, distributionVersionId: v24!.id, position: 1 },
      { groupId: group!.id, tutorialId: jammy.id, distributionVersionId: v22!.id, position: 2 },
    ]);

    const page = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${jammy.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().versions).toEqual([
      {
        id: noble.id,
        slug: noble.slug,
        title: noble.title,
        group: 'Install Docker',
        distribution: 'Ubuntu',
        version: '24.04',
        version_name: 'Noble Numbat',
      },
      {
        id: jammy.id,
        slug: jammy.slug,
        title: jammy.title,
        group: 'Install Docker',
        distribution: 'Ubuntu',
        version: '22.04',
        version_name: 'Jammy Jellyfish',
      },
    ]);

    const lonely = await t.app.inject({ method: 'GET', url: `/content/v1/tutorials/${alone.slug}` });
    expect(lonely.json().versions).toEqual([]);
  });
});
