import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFrame, stubApi } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { SectionWordsProvider } from '../generic/section-words';
import { sectionWordsOf } from '../generic/section-words-server';
import { PartnerOrderSection } from './partner-order-section';

describe('the partner directory order in the page language', () => {
  it('is headed and loads in Japanese on a Japanese page', async () => {
    stubApi(() => undefined);
    renderWithFrame(
      <SectionWordsProvider words={sectionWordsOf(translatorOf('admin-content', 'ja'), 'ja')}>
        <PartnerOrderSection />
      </SectionWordsProvider>,
      { pathname: '/community/admin/partners', locale: 'ja' },
    );
    expect(screen.getByRole('heading', { name: 'ディレクトリの並び順' })).toBeTruthy();
    expect(
      await screen.findByText(
        /ディレクトリの並び順を(読み込んでいます…|読み込めませんでした。ページを再読み込みしてもう一度お試しください。)/,
      ),
    ).toBeTruthy();
  });

  it('is English without a provider (a page that does not give it words)', () => {
    stubApi(() => undefined);
    renderWithFrame(<PartnerOrderSection />, { pathname: '/community/admin/partners' });
    expect(screen.getByRole('heading', { name: 'Directory order' })).toBeTruthy();
  });
});
