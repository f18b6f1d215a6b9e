import type { Comment } from '@reef/client';
import { DEFAULT_MEMBER_PERMISSIONS, Permissions } from '@reef/core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/session-provider';
import { canChangeComment } from './comment-thread';

function user(id: number, permissions: Permissions): SessionUser {
  return { id, slug: `member-${id}`, permissions, groups: [] } as unknown as SessionUser;
}
function comment(authorId: number, state: string): Comment {
  return { id: 1, state, author: { id: authorId } } as unknown as Comment;
}

describe('the Delete button of a comment asks the core status-transition table', () => {
  const author = user(7, DEFAULT_MEMBER_PERMISSIONS);
  const moderator = user(9, Permissions.from(['MANAGE_COMMENTS']));

  it('shows to the author of a published comment and to moderators, not to other members or visitors', () => {
    expect(canChangeComment(author, comment(7, 'published'), 'delete')).toBe(true);
    expect(canChangeComment(moderator, comment(7, 'published'), 'delete')).toBe(true);
    expect(canChangeComment(user(8, DEFAULT_MEMBER_PERMISSIONS), comment(7, 'published'), 'delete')).toBe(
      false,
    );
    expect(canChangeComment(null, comment(7, 'published'), 'delete')).toBe(false);
  });

  it('hides once a moderator marked the comment as spam, and on a comment already deleted', () => {
    expect(canChangeComment(author, comment(7, 'spam'), 'delete')).toBe(false);
    expect(canChangeComment(moderator, comment(7, 'spam'), 'delete')).toBe(true);
    expect(canChangeComment(moderator, comment(7, 'trashed'), 'delete')).toBe(false);
  });
});
