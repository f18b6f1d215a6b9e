// The webhook events' meanings in the admin's language (issue #31): `webhooks.events.<event>` of the `admin` catalogue,
// keys derived from @reef/core's event types, so an event added there without its words fails here.
import { WEBHOOK_EVENT_DESCRIPTIONS } from '@reef/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_LOCALES } from '@/i18n/locale-path';
import { translatorOf } from '@/i18n/translate';
import { renderWithFrame } from '@/test/render';
import { EventCheckboxes } from './webhook-parts';
import { webhookEventWordsOf, webhookPartsWordsOf } from './webhooks-words';

describe('webhook event words', () => {
  it('says every event of core in every language, English as core words it', () => {
    for (const locale of SITE_LOCALES) {
      const events = webhookEventWordsOf(translatorOf('admin', locale));
      for (const event of Object.keys(WEBHOOK_EVENT_DESCRIPTIONS))
        expect(events[event as keyof typeof events]).not.toMatch(/^admin\./);
    }
    expect(webhookEventWordsOf(translatorOf('admin', 'en'))).toEqual(WEBHOOK_EVENT_DESCRIPTIONS);
  });

  function renderIn(locale: 'de' | 'ja') {
    renderWithFrame(
      <EventCheckboxes
        formId="hook"
        value={['question.asked']}
        onChange={() => undefined}
        words={webhookPartsWordsOf(translatorOf('admin', locale))}
      />,
      { locale },
    );
  }

  it('describes each event in German', () => {
    renderIn('de');
    expect(screen.getByRole('checkbox', { name: 'question.asked' })).toHaveProperty('checked', true);
    expect(
      screen.getByText('Ein Mitglied hat ein Konto erstellt (mit Passwort oder über einen Anmeldedienst).'),
    ).toBeTruthy();
  });

  it('describes each event in Japanese', () => {
    renderIn('ja');
    expect(
      screen.getByText('チュートリアルが公開されました（公開状態で作成、または公開に変更）。'),
    ).toBeTruthy();
  });
});
