import type { TranslationStatus } from '@reef/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaleTranslationNotice } from './stale-translation-notice';

const STALE: TranslationStatus = {
  original: { id: 1, slug: 'reading-tide-tables', title: 'Reading tide tables', language: 'en', version: 3 },
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
