// Row types of the content tables, one name per resource, beside the schema they come from.
import type {
  comments,
  posts,
  questions,
  tags,
  tools,
  tutorialSeries,
  tutorials,
  users,
} from './schema/index.js';

export type TutorialRow = typeof tutorials.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
export type ToolRow = typeof tools.$inferSelect;
export type SeriesRow = typeof tutorialSeries.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
