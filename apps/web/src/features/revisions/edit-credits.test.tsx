// Issue #32: "accepted contributors are credited on the page", "a tutorial's credits list its co-authors", and the
// question and tutorial pages carry plain links to the history and to "Suggest an edit".
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditCredits } from './edit-credits';
import { historyPath } from './history-path';

const ana = { id: 1, slug: 'ana', username: 'ana', first_name: 'Ana', gravatar: '' };
const bo = { id: 2, slug: 'bo', username: 'bo', first_name: null, gravatar: '' };

describe('EditCredits', () => {
  it('says how often the item was edited, links its history and credits who improved it', async () => {
    render(
      await EditCredits({
        credits: { revisions_count: 4, improved_by: [ana, bo] },
        historyHref: historyPath('tutorial', 'set-up-nginx'),
        suggestHref: '/community/tutorials/set-up-nginx/suggest-edit',
        creditLabel: 'Co-authors',
      }),
    );
    expect(screen.getByText(/Edited 3 times/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'history' }).getAttribute('href')).toBe(
      '/community/tutorials/set-up-nginx/history',
    );
    expect(screen.getByText(/Co-authors:/).textContent).toBe('Co-authors: Ana, bo');
    expect(screen.getByRole('link', { name: 'Suggest an edit' }).getAttribute('href')).toBe(
      '/community/tutorials/set-up-nginx/suggest-edit',
    );
  });

  it('links the history of an item never edited, without credits or suggestion link', async () => {
    render(await EditCredits({ credits: { revisions_count: 1, improved_by: [] }, historyHref: '/h' }));
    expect(screen.getByRole('link', { name: 'Edit history' })).toBeTruthy();
    expect(screen.queryByText(/Improved by/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Suggest an edit' })).toBeNull();
  });

  it('renders nothing when the credits could not be read', async () => {
    const { container } = render(await EditCredits({ credits: null, historyHref: '/h' }));
    expect(container.textContent).toBe('');
  });
});

describe('historyPath', () => {
  it('keeps the view and layout of the history in the query, and leaves out the defaults', () => {
    expect(historyPath('question', 'why-ssh')).toBe('/community/questions/why-ssh/history');
    expect(historyPath('comment', 12, { view: 'markdown', layout: 'side' })).toBe(
      '/community/comments/12/history?view=markdown&layout=side',
    );
    expect(historyPath('tutorial', 'a', { view: 'rendered', layout: 'inline' })).toBe(
      '/community/tutorials/a/history',
    );
  });
});
