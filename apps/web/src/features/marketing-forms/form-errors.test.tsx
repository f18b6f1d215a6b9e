// Issue #31, item 1: a marketing form says why a lead was not sent in the page's language, also when the API never
// answered (the network failed, or it took too long) and so gave no words of its own.
import type * as Client from '@reef/client';
import { TimeoutError, type MarketingForm } from '@reef/client';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { marketingFormWords } from './form-words';
import { MarketingFormView } from './marketing-form';

const submitMarketingForm = vi.fn();
vi.mock('@reef/client', async (original) => ({
  ...(await original<typeof Client>()),
  submitMarketingForm: (...args: unknown[]) => submitMarketingForm(...args),
}));

const form = {
  slug: 'contact-sales',
  title: 'Contact sales',
  fields: [{ name: 'company', type: 'text', label: 'Company', required: false, options: [] }],
} as unknown as MarketingForm;

function send(locale: 'en' | 'de' | 'ja') {
  renderWithFrame(
    <MarketingFormView
      form={form}
      countries={[]}
      words={marketingFormWords(translatorOf('marketing', locale), form.fields.length)}
      submitLabel="Send"
      confirmation={{ title: 'Thanks', text: 'We will reply.' }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

afterEach(() => submitMarketingForm.mockReset());

describe("a marketing form's failures the API did not word", () => {
  it("says a network failure in the page's language (German)", async () => {
    submitMarketingForm.mockRejectedValue(new TypeError('Failed to fetch'));
    send('de');
    expect(
      await screen.findByText(
        'Der Server ist nicht erreichbar. Deine Antworten bleiben erhalten: Prüf deine Verbindung und versuch es noch einmal.',
      ),
    ).toBeTruthy();
  });

  it("says a timeout in the page's language (Japanese)", async () => {
    submitMarketingForm.mockRejectedValue(new TimeoutError(10_000));
    send('ja');
    expect(
      await screen.findByText(
        'サーバーの応答に時間がかかりすぎました。入力した内容は保持されています。もう一度お試しください。',
      ),
    ).toBeTruthy();
  });

  it('says them in English on English pages', async () => {
    submitMarketingForm.mockRejectedValue(new TypeError('Failed to fetch'));
    send('en');
    expect(
      await screen.findByText(
        'Could not reach the server. Your answers are kept: check your connection and try again.',
      ),
    ).toBeTruthy();
  });
});
