import type { TranslationStatus } from '@reef/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaleTranslationNotice } from './stale-translation-notice';

const STALE: TranslationStatus = {
  kind: 'tutorial',
  original: {
    id: 1,
    slug: 'reading-tide-tables',
    title: 'Reading tide tables',
    language: 'en',
    version: 3,
    path: '/community/tutorials/reading-tide-tables',
  },
  tracked: true,
  up_to_date: false,
  stale_sections: [
    {
      key: 's1',
      title: 'Schritt 1 — Den Leser installieren',
      original_title: 'Step 1 — Install the reader',
      blocks: [
        {
          key: 's1.text.0',
          kind: 'text',
          change: 'changed',
          since_version: 1,
          diff: [
            { op: 'equal', text: 'Install the reader' },
            { op: 'insert', text: ' and a clock' },
            { op: 'delete', text: ' <script>alert(1)</script>' },
            { op: 'equal', text: ' first.' },
          ],
        },
      ],
    },
  ],
};

describe('StaleTranslationNotice: "the translation\'s readers see which steps changed since (with the original\'s diff)"', () => {
  it('is a complementary landmark named by its heading, listing each changed step with a disclosure', async () => {
    render(await StaleTranslationNotice({ status: STALE, language: 'de' }));
    const notice = screen.getByRole('complementary', {
      name: 'The original has changed since this translation',
    });
    expect(within(notice).getByRole('link', { name: 'original' }).getAttribute('href')).toBe(
      '/community/tutorials/reading-tide-tables',
    );
    const step = within(notice).getByText('Schritt 1 — Den Leser installieren');
    expect(step.getAttribute('lang')).toBe('de');
    expect(step.closest('summary')).not.toBeNull();
    expect(step.closest('details')).not.toBeNull();
  });

  it("marks the original's added and removed words with ins and del, as text (never as HTML)", async () => {
    const { container } = render(await StaleTranslationNotice({ status: STALE, language: 'de' }));
    expect(container.querySelector('ins')?.textContent).toBe(' and a clock');
    expect(container.querySelector('del')?.textContent).toBe(' <script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('pre')?.getAttribute('lang')).toBe('en');
  });

  it('shows nothing for an up-to-date translation or an original', async () => {
    expect(
      await StaleTranslationNotice({
        status: { ...STALE, up_to_date: true, stale_sections: [] },
        language: 'de',
      }),
    ).toBeNull();
    expect(await StaleTranslationNotice({ status: undefined, language: 'en' })).toBeNull();
  });
});

/** A German post whose original's second section changed, and a German page whose original's second slice did. */
const STALE_POST: TranslationStatus = {
  kind: 'post',
  original: {
    id: 7,
    slug: 'reading-tides',
    title: 'Reading tides',
    language: 'en',
    version: 2,
    path: '/blog/reading-tides',
  },
  tracked: true,
  up_to_date: false,
  stale_sections: [
    {
      key: 's2',
      title: 'Die Tabelle lesen',
      original_title: 'Reading the table',
      blocks: [
        {
          key: 's2.text.0',
          kind: 'text',
          change: 'changed',
          since_version: 1,
          diff: [
            { op: 'equal', text: 'Compare ' },
            { op: 'insert', text: 'the ' },
            { op: 'equal', text: 'high and low water.' },
          ],
        },
      ],
    },
  ],
};

const STALE_PAGE: TranslationStatus = {
  kind: 'static_page',
  original: { id: 9, slug: 'terms', title: 'Terms', language: 'en', version: 4, path: '/legal/terms' },
  tracked: true,
  up_to_date: false,
  stale_sections: [
    {
      key: 'slice2',
      title: null,
      original_title: null,
      blocks: [
        {
          key: 'slice2.body',
          kind: 'text',
          change: 'changed',
          since_version: 3,
          diff: [
            { op: 'equal', text: 'You may read ' },
            { op: 'insert', text: 'and share ' },
            { op: 'equal', text: 'the tide tables.' },
          ],
        },
      ],
    },
  ],
};

describe('StaleTranslationNotice on posts and static pages', () => {
  it('a German post translation shows which sections changed since its original', async () => {
    const { container } = render(await StaleTranslationNotice({ status: STALE_POST, language: 'de' }));
    const notice = screen.getByRole('complementary', {
      name: 'The original has changed since this translation',
    });
    expect(within(notice).getByRole('link', { name: 'original' }).getAttribute('href')).toBe(
      '/blog/reading-tides',
    );
    expect(within(notice).getByText('Die Tabelle lesen').closest('summary')).not.toBeNull();
    expect(notice.textContent).toContain('In the original: Reading the table');
    expect(container.querySelector('ins')?.textContent).toBe('the ');
    // A post shares its code blocks with its original, as a tutorial does.
    expect(notice.textContent).toContain('code blocks always follow the original');
  });

  it('a German page translation names an untitled slice by its place and says nothing of shared code', async () => {
    const { container } = render(await StaleTranslationNotice({ status: STALE_PAGE, language: 'de' }));
    const notice = screen.getByRole('complementary', {
      name: 'The original has changed since this translation',
    });
    expect(within(notice).getByRole('link', { name: 'original' }).getAttribute('href')).toBe('/legal/terms');
    expect(within(notice).getByText('Part 2 of the page').closest('summary')).not.toBeNull();
    expect(notice.textContent).not.toContain('code');
    expect(notice.textContent).toContain('(original version 3 → 4)');
    expect(container.querySelector('ins')?.textContent).toBe('and share ');
  });
});
