// Translating a tutorial from its admin editor (issue #31: "An editor starts a translation from the original, side
// by side"): the family on a tutorial's editor, "Translate…" into a language the family lacks, the new editor
// prefilled from the original shown beside it, and refusals at their field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '@/features/admin/shell/admin-gate';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { setPathname } from '@/test/navigation-mock';
import { TutorialEditForm } from './tutorial-edit-form';
import { TutorialNewForm } from './tutorial-new-form';
import {
  newTutorialBody,
  openLanguages,
  TAKEN_LANGUAGE,
  tutorialTranslationOf,
} from './tutorial-translation';
import { translatorOf } from '@/i18n/translate';
import { tutorialWordsOf } from './tutorial-words';

const WORDS = tutorialWordsOf(translatorOf('admin-content', 'en'), 'en');

const ORIGINAL = {
  id: 7,
  type: 'tutorial',
  slug: 'set-up-nginx',
  title: 'Set up Nginx',
  description: 'Serve a site.',
  sub_type: 'tutorial',
  state: 'published',
  language: 'en',
  translation_of_id: null,
  author: { id: 50, slug: 'ada', username: 'ada', first_name: 'Ada' },
  tags: [{ id: 1, name: 'Nginx', slug: 'nginx' }],
  upvotes_count: 3,
  views_count: 1200,
  comments_count: 2,
  published_at: '2026-11-01T10:00:00.000Z',
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 2,
  body_html: '<h2 id="step-1">Step 1</h2><p>Install it.</p>',
  body_markdown: '## Step 1\n\nInstall it.',
  headings: [],
  renderer_version: '1',
  series: [],
  translations: [
    { id: 8, slug: 'nginx-einrichten', title: 'Nginx einrichten', language: 'de' },
    { id: 9, slug: 'nginx-settei', title: 'Nginx の設定', language: 'ja' },
  ],
  abilities: { read: true, update: true, delete: false, moderate: true },
};

const GERMAN = {
  ...ORIGINAL,
  id: 8,
  slug: 'nginx-einrichten',
  title: 'Nginx einrichten',
  state: 'draft',
  language: 'de',
  translation_of_id: 7,
  translations: [
    { id: 7, slug: 'set-up-nginx', title: 'Set up Nginx', language: 'en' },
    { id: 9, slug: 'nginx-settei', title: 'Nginx の設定', language: 'ja' },
  ],
};
const JAPANESE = {
  ...GERMAN,
  id: 9,
  slug: 'nginx-settei',
  title: 'Nginx の設定',
  state: 'published',
  language: 'ja',
};
const ONLY_ORIGINAL = { ...ORIGINAL, translations: [] };

function serve(write?: (call: ApiCall) => [number, unknown], original: object = ORIGINAL): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ed', permissions: Permissions.from(['MANAGE_TUTORIALS']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ed') return [200, { id: 9, slug: 'ed' }];
    if (call.method === 'GET' && call.path === '/v1/tutorials/7') return [200, original];
    if (call.method === 'GET' && call.path === '/v1/tutorials/8') return [200, GERMAN];
    if (call.method === 'GET' && call.path === '/v1/tutorials/9') return [200, JAPANESE];
    if (call.method === 'POST' && call.path === '/v1/tutorials' && write) return write(call);
    return undefined;
  });
}

function open(path: string, ui: React.ReactElement) {
  window.history.replaceState(null, '', path);
  setPathname(path);
  return renderWithFrame(<AdminGate>{ui}</AdminGate>, { pathname: path });
}

const INTO_GERMAN = { type: 'tutorial', slug: '7', language: 'de' };

describe('translating a tutorial from its admin editor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an original’s editor lists its translations ("Translations: Deutsch (draft)"), linked to their editors, and offers Translate… only into the languages left', async () => {
    serve();
    open('/community/admin/tutorials/7/edit', <TutorialEditForm id="7" words={WORDS} />);
    const line = (await screen.findByText(/^Translations:/)).closest('p')!;
    // The states come from each version's own read.
    await waitFor(() => expect(line.textContent).toBe('Translations: Deutsch (draft), 日本語'));
    const german = within(line).getByRole('link', { name: 'Deutsch' });
    expect(german.getAttribute('href')).toBe('/community/admin/tutorials/8/edit');
    expect(german.getAttribute('lang')).toBe('de');

    const into = screen.getByLabelText('Translate into') as HTMLSelectElement;
    expect(
      within(into)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['es', 'id', 'pt', 'ru', 'fr', 'zh']);
    await userEvent.selectOptions(into, 'zh');
    expect(screen.getByRole('link', { name: 'Translate…' }).getAttribute('href')).toBe(
      '/community/admin/tutorials/new?translate=tutorial%2F7&language=zh',
    );
    // The Language select names each language in its own language.
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(within(language).getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');
  });

  it('a saved tutorial is not moved into a language its family has already: the Language field says so', async () => {
    const calls = serve();
    open('/community/admin/tutorials/7/edit', <TutorialEditForm id="7" words={WORDS} />);
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    await userEvent.selectOptions(language, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TAKEN_LANGUAGE).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('a translation’s editor says "Translation of:" its original, linked, and offers no Translate…', async () => {
    serve();
    open('/community/admin/tutorials/8/edit', <TutorialEditForm id="8" words={WORDS} />);
    const line = (await screen.findByText(/^Translation of:/)).closest('p')!;
    expect(within(line).getByRole('link', { name: 'Set up Nginx' }).getAttribute('href')).toBe(
      '/community/admin/tutorials/7/edit',
    );
    expect(screen.queryByRole('link', { name: 'Translate…' })).toBeNull();
  });

  it('Translate… opens the new-tutorial editor prefilled from the original, shown beside it, with the focus on the title; saving creates a draft linked to the original', async () => {
    const calls = serve(
      (call) => [201, { ...GERMAN, id: 12, ...(call.body as { tutorial: object }).tutorial }],
      ONLY_ORIGINAL,
    );
    open('/community/admin/tutorials/new', <TutorialNewForm translateFrom={INTO_GERMAN} words={WORDS} />);
    const title = (await screen.findByLabelText('Title (required)')) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'New translation' })).toBeTruthy();
    expect(title.value).toBe('Set up Nginx');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Serve a site.');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('');

    const original = screen.getByRole('region', { name: 'Original (English)' });
    expect(within(original).getByText(/Install it\./)).toBeTruthy();
    expect(within(original).getByText('Serve a site.')).toBeTruthy();
    const link = within(screen.getByText(/^Translation of:/).closest('p')!).getByRole('link', {
      name: 'Set up Nginx',
    });
    expect(link.getAttribute('href')).toBe('/community/admin/tutorials/7/edit');

    await userEvent.clear(title);
    await userEvent.type(title, 'Nginx einrichten');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      tutorial: {
        title: 'Nginx einrichten',
        description: 'Serve a site.',
        sub_type: 'tutorial',
        language: 'de',
        tags: ['Nginx'],
        body: '## Step 1\n\nInstall it.',
        state: 'draft',
        translation_of_id: 7,
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/community/admin/tutorials/12'));
  });

  it('a language the family has already is refused at the Language field before sending', async () => {
    const calls = serve(() => [201, GERMAN]);
    open('/community/admin/tutorials/new', <TutorialNewForm translateFrom={INTO_GERMAN} words={WORDS} />);
    const language = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    await userEvent.selectOptions(language, 'ja');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TAKEN_LANGUAGE).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the API’s refusal of the link (422 at tutorial.translation_of_id) shows at "Translation of", and its refusal of a language at the Language field', async () => {
    let answer: [number, unknown] = [
      422,
      {
        error: {
          code: 'unprocessable',
          message: 'No such tutorial',
          details: [{ path: 'tutorial.translation_of_id', message: 'No such tutorial' }],
        },
      },
    ];
    serve(() => answer, ONLY_ORIGINAL);
    open('/community/admin/tutorials/new', <TutorialNewForm translateFrom={INTO_GERMAN} words={WORDS} />);
    await screen.findByLabelText('Title (required)');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // At the link to the original, and in the form's summary as a link to it.
    const summaryLink = await screen.findByRole('link', { name: 'Translation of: No such tutorial' });
    const at = summaryLink.getAttribute('href')!.slice(1);
    expect(document.getElementById(at)?.textContent).toBe('Translation of: No such tutorial');

    answer = [
      409,
      {
        error: {
          code: 'conflict',
          message: 'This tutorial already has a translation in that language.',
          details: [{ path: 'tutorial.language', message: 'Already translated into this language' }],
        },
      },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const language = screen.getByLabelText('Language');
    await waitFor(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Already translated into this language').length).toBeGreaterThan(0);
  });

  it('a translation is not translated again: the editor points at its original', async () => {
    serve();
    open(
      '/community/admin/tutorials/new',
      <TutorialNewForm translateFrom={{ type: 'tutorial', slug: '8', language: 'fr' }} words={WORDS} />,
    );
    const alert = (await screen.findByText(/is itself a translation/)).closest('p')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('“Nginx einrichten” is itself a translation.');
    expect(within(alert).getByRole('link', { name: 'Open its original' }).getAttribute('href')).toBe(
      '/community/admin/tutorials/7/edit',
    );
    expect(screen.queryByLabelText('Title (required)')).toBeNull();
  });
});

describe('a new tutorial translation’s fields', () => {
  it('are the original’s, in the chosen language, linked to it, as a draft without a slug', () => {
    const fields = tutorialTranslationOf(ORIGINAL as never, 'de');
    expect(fields).toEqual({
      title: 'Set up Nginx',
      description: 'Serve a site.',
      slug: '',
      sub_type: 'tutorial',
      language: 'de',
      tags: ['Nginx'],
      body: '## Step 1\n\nInstall it.',
      translation_of_id: 7,
    });
    expect(newTutorialBody({ ...fields, slug: 'nginx-einrichten' }).tutorial).toMatchObject({
      slug: 'nginx-einrichten',
      state: 'draft',
      translation_of_id: 7,
    });
    expect(newTutorialBody({ ...fields, translation_of_id: null }).tutorial).not.toHaveProperty(
      'translation_of_id',
    );
    expect(openLanguages(ORIGINAL as never)).toEqual(['es', 'id', 'pt', 'ru', 'fr', 'zh']);
  });
});
