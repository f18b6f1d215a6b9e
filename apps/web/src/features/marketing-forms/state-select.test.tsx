// Issue #30: "state-select form fields are a real select for the chosen country" — a select of that country's
// states or regions, a text field for a country without a list.
import type { MarketingForm } from '@reef/client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFrame } from '@/test/render';
import { translatorOf } from '@/i18n/translate';
import { countryChoices } from './countries';
import { marketingFormWords } from './form-words';
import { MarketingFormView } from './marketing-form';

const form = {
  slug: 'contact-sales',
  title: 'Contact sales',
  fields: [
    { name: 'country', type: 'country-select', label: 'Country', required: true, options: [] },
    { name: 'state', type: 'state-select', label: 'State or region', required: false, options: [] },
  ],
} as unknown as MarketingForm;

const countries = [
  { value: 'CA', label: 'Canada' },
  { value: 'FR', label: 'France' },
  { value: 'US', label: 'United States' },
];

function renderForm(locale: 'en' | 'de' = 'en') {
  renderWithFrame(
    <MarketingFormView
      form={form}
      countries={locale === 'en' ? countries : countryChoices(locale)}
      words={marketingFormWords(translatorOf('marketing', locale), form.fields.length)}
      submitLabel="Send"
      confirmation={{ title: 'Thanks', text: 'We will reply.' }}
    />,
  );
}

describe('state-select field', () => {
  it('is a text field until a country with a list is chosen', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'State or region' }).tagName).toBe('INPUT');
  });

  it("is a select of the chosen country's states, and changes with the country", () => {
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'US' } });
    const states = screen.getByRole('combobox', { name: 'State or region' });
    expect((screen.getByRole('option', { name: 'New York' }) as HTMLOptionElement).value).toBe('NY');
    expect((states as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'CA' } });
    expect((screen.getByRole('option', { name: 'Quebec' }) as HTMLOptionElement).value).toBe('QC');
    expect(screen.queryByRole('option', { name: 'New York' })).toBeNull();
  });

  it('degrades to a text field for a country without a list', () => {
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'FR' } });
    expect(screen.getByRole('textbox', { name: 'State or region' }).tagName).toBe('INPUT');
  });

  it("speaks the page's language: German hints, choices and region nouns, countries by their German names", () => {
    renderForm('de');
    expect(screen.getByText('Mit (Pflichtfeld) markierte Felder müssen ausgefüllt werden.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'US' } });
    expect(screen.getByRole('option', { name: 'Bundesstaat wählen…' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Vereinigte Staaten' })).toBeTruthy();
  });
});
