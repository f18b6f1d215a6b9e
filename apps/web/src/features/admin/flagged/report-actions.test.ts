import type { ReportQueueEntry } from '@reef/client';
import { DEFAULT_MEMBER_PERMISSIONS, type Actor, type PermissionFlag } from '@reef/core';
import { describe, expect, it } from 'vitest';
import {
  decisionBody,
  decisionMessage,
  entryActions,
  isTypingTarget,
  resolutionTargets,
} from './report-actions';

function actor(...flags: PermissionFlag[]): Actor {
  return { id: 1, slug: 'mod', permissions: DEFAULT_MEMBER_PERMISSIONS.add(...flags) };
}

function entry(
  type: ReportQueueEntry['reportable_type'],
  state: string,
  authorState = 'active',
): ReportQueueEntry {
  return {
    reportable_type: type,
    reportable_id: 7,
    object: {
      type,
      id: 7,
      title: 'Buy followers',
      state,
      url: '/community/questions/q?comment=7',
      author: { id: 9, slug: 'sam', username: 'sam', first_name: null, gravatar: '' },
      author_state: authorState,
      body_html: '<p>Buy followers</p>',
      context: null,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    reports_count: 2,
    reasons: [{ reason: 'spam', count: 2 }],
    reports: [],
    first_reported_at: '2026-01-01T00:00:00.000Z',
    last_reported_at: '2026-01-02T00:00:00.000Z',
  };
}

describe('report queue decisions (core rules)', () => {
  it('a report moderator may only hide: trash, and spam where the type has that status', () => {
    const mod = actor('MANAGE_REPORTS');
    expect(resolutionTargets(mod, entry('comment', 'published'))).toEqual(['spam', 'trashed']);
    expect(resolutionTargets(mod, entry('tutorial', 'published'))).toEqual(['trashed']);
    const tutorial = entryActions(mod, entry('tutorial', 'published'));
    expect(tutorial.spam).toBeNull();
    expect(tutorial.moves).toEqual([]);
    expect(tutorial.agree).toEqual({ label: 'Trash tutorial', objectState: 'trashed' });
    expect(tutorial.canSpamAuthor).toBe(false);
  });

  it('"unpublish/trash (through the status-transition table)": a moderator of the type gets its other statuses', () => {
    const both = actor('MANAGE_REPORTS', 'MANAGE_TUTORIALS');
    expect(entryActions(both, entry('tutorial', 'published')).moves).toEqual([
      'draft',
      'deprecated',
      'unlisted',
    ]);
    const questions = actor('MANAGE_REPORTS', 'MANAGE_QUESTIONS');
    expect(entryActions(questions, entry('question', 'published')).moves).toEqual([
      'under_review',
      'unlisted',
    ]);
  });

  it('an object already hidden is resolved without moving it; a spammer author is not offered again', () => {
    const mod = actor('MANAGE_REPORTS', 'MANAGE_USERS');
    const trashed = entryActions(mod, entry('comment', 'trashed'));
    expect(trashed.agree).toEqual({ label: 'Resolve reports', objectState: undefined });
    expect(decisionBody(trashed, { kind: 'agree' })).toEqual({ state: 'resolved' });
    expect(entryActions(mod, entry('comment', 'published')).canSpamAuthor).toBe(true);
    expect(entryActions(mod, entry('comment', 'published', 'spam')).canSpamAuthor).toBe(false);
  });

  it('what each decision sends and says', () => {
    const mod = actor('MANAGE_REPORTS');
    const reported = entry('comment', 'published');
    const actions = entryActions(mod, reported);
    expect(decisionBody(actions, { kind: 'agree' })).toEqual({ state: 'resolved', object_state: 'trashed' });
    expect(decisionBody(actions, { kind: 'dismiss' })).toEqual({ state: 'dismissed' });
    expect(decisionBody(actions, { kind: 'spam' })).toEqual({ state: 'resolved', object_state: 'spam' });
    expect(decisionMessage(reported, { kind: 'agree' }, { closed: 2, objectState: 'trashed' })).toBe(
      'Trashed the comment “Buy followers” and resolved 2 reports.',
    );
    expect(decisionMessage(reported, { kind: 'dismiss' }, { closed: 1, objectState: null })).toBe(
      'Dismissed 1 report on the comment “Buy followers”; it stays as it is.',
    );
  });

  it('"shortcuts must not fire while typing in a field"', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    const button = document.createElement('button');
    expect([input, area, inside].map((el) => isTypingTarget(el))).toEqual([true, true, true]);
    expect(isTypingTarget(button)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
