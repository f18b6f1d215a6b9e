// Issue #31 item 3: "tutorials, questions and answers may be written in any of the nine". The ask and edit forms
// have a Language select; a new question starts in the member's own language, else English.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES, Permissions } from '@reef/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { QuestionForm } from './question-form';
import { askingLanguage } from './question-language';
import { translatorOf } from '@/i18n/translate';
import { questionFormWords } from '@/features/questions/question-words-server';

const QUESTION = {
  id: 12,
  slug: 'pourquoi-nginx-repond-502',
  title: 'Pourquoi Nginx répond-il 502 ?',
  body_markdown: 'Il répond 502 après le redémarrage du serveur d’application.',
  state: 'published',
  language: 'fr',
  author: { id: 9, slug: 'ada' },
  tags: [],
};

function signIn(
  user: Record<string, unknown>,
  handler: (call: ApiCall) => [number, unknown] | undefined = () => undefined,
): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ada', permissions: Permissions.from(['CREATE_QUESTIONS']).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 9, slug: 'ada', ...user }];
    if (call.path.startsWith('/v1/tags') || call.path === '/content/v1/search')
      return [200, { data: [], meta: { pagination: { page: { current: 0, count: 0 }, total: 0 } } }];
    return handler(call);
  });
}

async function ask(language?: string) {
  await userEvent.type(await screen.findByLabelText('Title'), 'Wie starte ich nginx nach einem Neustart?');
  await userEvent.type(
    screen.getByLabelText('Details'),
    'Nach dem Neustart des Servers startet nginx nicht mehr von selbst.',
  );
  if (language) await userEvent.selectOptions(screen.getByLabelText('Language'), language);
  await userEvent.click(screen.getByRole('button', { name: 'Post your question' }));
}

const posted = (language: string) => (call: ApiCall) =>
  call.path === '/v1/questions' && call.method === 'POST'
    ? ([201, { question: { ...QUESTION, id: 13, slug: 'wie-starte-ich-nginx', language } }] as [
        number,
        unknown,
      ])
    : undefined;

describe('issue #31: "questions … may be written in any of the nine"', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('the ask form offers the nine languages, each named in its own language', async () => {
    signIn({});
    renderWithFrame(<QuestionForm words={questionFormWords(translatorOf('community', 'en'), false)} />);
    const select = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    const options = [...select.options];
    expect(options.map((option) => option.value)).toEqual([...LANGUAGES]);
    expect(options.find((option) => option.value === 'de')).toMatchObject({ text: 'Deutsch', lang: 'de' });
    expect(options.find((option) => option.value === 'ja')?.lang).toBe('ja');
  });

  it('a new question starts in the member’s own language and is posted in it', async () => {
    const calls = signIn({ language: 'de' }, posted('de'));
    renderWithFrame(<QuestionForm words={questionFormWords(translatorOf('community', 'en'), false)} />);
    await waitFor(() => expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de'));
    await ask();
    await waitFor(() => expect(pushed.at(-1)).toBe('/community/questions/wie-starte-ich-nginx'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ question: { language: 'de' } });
  });

  it('without a language of their own the member starts in English and may pick another', async () => {
    const calls = signIn({}, posted('ja'));
    renderWithFrame(<QuestionForm words={questionFormWords(translatorOf('community', 'en'), false)} />);
    expect(((await screen.findByLabelText('Language')) as HTMLSelectElement).value).toBe('en');
    await ask('ja');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      question: { language: 'ja' },
    });
  });

  it('the edit form shows the question’s language, not the member’s, and saves a new one', async () => {
    const calls = signIn({ language: 'de' }, (call) => {
      if (call.path === `/v1/questions/${QUESTION.slug}`) return [200, { question: QUESTION }];
      if (call.path === `/v1/questions/${QUESTION.id}` && call.method === 'PATCH')
        return [200, { question: { ...QUESTION, language: 'es' } }];
      return undefined;
    });
    renderWithFrame(
      <QuestionForm slug={QUESTION.slug} words={questionFormWords(translatorOf('community', 'en'), true)} />,
    );
    await screen.findByDisplayValue(QUESTION.title);
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(select.value).toBe('fr');
    await userEvent.selectOptions(select, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      question: { language: 'es' },
    });
  });
});

describe('askingLanguage', () => {
  it('is the member’s language when it is one of the nine, else English', () => {
    expect(askingLanguage({ language: 'zh' })).toBe('zh');
    expect(askingLanguage({ language: 'tlh' })).toBe('en');
    expect(askingLanguage({})).toBe('en');
    expect(askingLanguage(null)).toBe('en');
  });
});

describe('the ask form in the page’s language', () => {
  it('says its labels and button in Japanese on a Japanese page', async () => {
    window.localStorage.clear();
    signIn({ username: 'ada', language: 'ja' });
    renderWithFrame(<QuestionForm words={questionFormWords(translatorOf('community', 'ja'), false)} />, {
      locale: 'ja',
      pathname: '/community/questions/new',
    });
    expect(await screen.findByRole('button', { name: '質問を投稿する' })).toBeTruthy();
    expect(screen.getByLabelText('タイトル')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'プレビュー' })).toBeTruthy();
  });
});
