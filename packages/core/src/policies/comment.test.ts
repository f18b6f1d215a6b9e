import { describe, expect, it } from 'vitest';
import type { PermissionFlag } from '../permissions/flags.js';
import { Permissions } from '../permissions/permissions.js';
import {
  commentCreatePolicy,
  commentUpdatePolicy,
  readableCommentTypes,
  readableReportThreads,
} from './comment.js';

const actor = (id: number, ...flags: PermissionFlag[]) => ({
  id,
  slug: `u${id}`,
  permissions: Permissions.from(flags),
});
const published = { type: 'question', state: 'published' };

describe('the comment policy', () => {
  it('private notes and report conversations are read by moderators, and by their authors', () => {
    expect(readableCommentTypes(null)).toBe('public');
    expect(readableCommentTypes(actor(1))).toBe('public-and-own');
    expect(readableCommentTypes(actor(1, 'MANAGE_COMMENTS'))).toBe('all');
    expect(readableReportThreads(null)).toBe('none');
    expect(readableReportThreads(actor(1))).toBe('own');
    expect(readableReportThreads(actor(1, 'MANAGE_REPORTS'))).toBe('all');
  });

  it('"Answers belong to questions"; private notes are for moderators; only published items take comments', () => {
    expect(
      commentCreatePolicy(actor(1), { type: 'answer', parent_type: 'tutorial' }, published),
    ).toMatchObject({
      status: 422,
      message: 'Answers belong to questions',
    });
    expect(
      commentCreatePolicy(actor(1), { type: 'private_note', parent_type: 'question' }, published),
    ).toEqual({
      status: 403,
      message: 'Private notes are for moderators',
    });
    expect(
      commentCreatePolicy(
        actor(1),
        { type: 'private_comment', parent_type: 'user_report' },
        {
          type: 'user_report',
          state: 'open',
        },
      ),
    ).toBeNull();
    expect(
      commentCreatePolicy(
        actor(1),
        { type: 'comment', parent_type: 'question' },
        { type: 'question', state: 'draft' },
      ),
    ).toMatchObject({ status: 422, details: [{ path: 'comment.parent_id', message: 'It is draft' }] });
    expect(
      commentCreatePolicy(
        actor(1, 'MANAGE_COMMENTS'),
        { type: 'private_note', parent_type: 'question' },
        published,
      ),
    ).toBeNull();
  });

  it('an author edits the text; state and featuring are moderation', () => {
    const own = { authorId: 1, state: 'published' };
    expect(commentUpdatePolicy(actor(1), own, { body: 'Edited' })).toBeNull();
    expect(commentUpdatePolicy(actor(2), own, { body: 'Edited' })?.message).toBe(
      'Only the author can edit the text',
    );
    expect(commentUpdatePolicy(actor(1), own, { is_featured: true })?.message).toBe(
      'Only moderators can feature comments',
    );
    expect(
      commentUpdatePolicy(actor(2, 'MANAGE_COMMENTS'), own, { is_featured: true, body: 'x' }),
    ).toBeNull();
  });
});
