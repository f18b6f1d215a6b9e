// Cache tags of the community's content reads. They match what the API revalidates after a write
// (apps/api/src/services/revalidate.ts `tagsFor`: `{type}:{slug}` for one object, the type plural for its lists).

/** Tags of one object's page data. */
export const objectTag = {
  tutorial: (slug: string) => `tutorial:${slug}`,
  question: (slug: string) => `question:${slug}`,
  tutorialSeries: (slug: string) => `tutorial_series:${slug}`,
  tool: (slug: string) => `tool:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  user: (slug: string) => `user:${slug}`,
  staticPage: (type: string, slug: string) => `static_page:${type}/${slug}`,
} as const;

/** Tags of lists: any write to an object of the type may change them. */
export const listTag = {
  tutorials: 'tutorials',
  questions: 'questions',
  tutorialSeries: 'tutorial-series',
  tools: 'tools',
  tags: 'tags',
  users: 'users',
  staticPages: 'static_pages',
} as const;

/** Search results change with any tutorial, question, series or tool. */
export const searchTags = [listTag.tutorials, listTag.questions, listTag.tutorialSeries, listTag.tools];
