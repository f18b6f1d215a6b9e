// Issue #32, item 2: "mute tags and people (muted content leaves lists …)". The list pages are cached for everyone;
// a signed-in member's mutes hide items in the browser, with a way to show them.
import type { QuestionItem } from '@reef/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { muteMarks } from '@/components/content/mute-marks';
import { MutedFilter } from './muted-filter';

const question = (id: number, authorId: number, tagIds: number[]): QuestionItem =>
  ({
    id,
    slug: `question-${id}`,
    title: `Question number ${id}`,
    upvotes_count: 0,
    answers_count: 0,
    views_count: 0,
    accepted_answer_id: null,
    last_activity_at: '2026-11-01T10:00:00.000Z',
    author: {
      id: authorId,
      slug: `m${authorId}`,
      username: `m${authorId}`,
      first_name: null,
      gravatar: '',
      avatar: null,
    },
    tags: tagIds.map((tagId) => ({ id: tagId, name: `Tag ${tagId}`, slug: `tag-${tagId}`, type: 'topic' })),
  }) as unknown as QuestionItem;

const questions = [question(1, 7, [30]), question(2, 8, [31]), question(3, 9, [32, 33]), question(4, 9, [])];

function signedIn(mutes: { target_type: 'tag' | 'user'; target_id: number }[]) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam' }));
  return stubApi((call) => {
    if (call.path === '/v1/users/sam') return [200, { user: { id: 5, slug: 'sam', username: 'sam' } }];
    if (call.path === '/v1/account/follows')
      return [
        200,
        {
          data: mutes.map((mute) => ({
            ...mute,
            mode: 'mute',
            target: null,
            created_at: '2026-11-01T10:00:00Z',
          })),
          meta: { pagination: { page: { current: 0, count: 1 }, per_page: 1000, total: mutes.length } },
        },
      ];
    return undefined;
  });
}

/** A list page's markup as the list components write it (their items carry the mute marks), the filter after it. */
function ListWithFilter({ items }: { items: readonly QuestionItem[] }) {
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <article {...muteMarks(item.author, item.tags)}>
              <h3>{item.title}</h3>
            </article>
          </li>
        ))}
      </ul>
      <MutedFilter />
    </>
  );
}

const shownTitles = () =>
  [...document.querySelectorAll('li:not([hidden]) h3')].map((heading) => heading.textContent);

describe('a list page for a member with mutes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('"muted content leaves lists": items by a muted member or with a muted tag are hidden, and can be shown', async () => {
    const calls = signedIn([
      { target_type: 'user', target_id: 8 },
      { target_type: 'tag', target_id: 33 },
    ]);
    renderWithFrame(<ListWithFilter items={questions} />);
    const line = await screen.findByText(/2 items hidden from people and tags you muted/);
    expect(line.getAttribute('role')).toBe('status');
    expect(shownTitles()).toEqual(['Question number 1', 'Question number 4']);
    expect(calls.find((call) => call.path === '/v1/account/follows')!.search).toContain('mode=mute');

    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(shownTitles()).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Hide them' }));
    expect(shownTitles()).toHaveLength(2);
  });

  it('a visitor, or a member who muted nothing, sees the whole list and no line', async () => {
    const calls = signedIn([]);
    renderWithFrame(<ListWithFilter items={questions} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/account/follows')).toBe(true));
    expect(shownTitles()).toHaveLength(4);
    expect(screen.queryByText(/you muted/)).toBeNull();
  });
});
