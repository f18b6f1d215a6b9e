import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions } from '@reef/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionForm } from '@/features/questions/question-form';
import { TutorialForm } from '@/features/tutorials/tutorial-form';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { translatorOf } from '@/i18n/translate';
import { questionFormWords } from '@/features/questions/question-words-server';

const QUESTION = {
  id: 12,
  slug: 'why-does-nginx-502',
  title: 'Why does Nginx answer 502?',
  body_markdown: 'It answers 502 after I restart the app server behind it.',
  state: 'published',
  author: { id: 9, slug: 'ada' },
  tags: [{ id: 1, name: 'Nginx', slug: 'nginx' }],
};

const TUTORIAL = {
  id: 7,
  slug: 'set-up-nginx',
  title: 'Set up Nginx',
  description: 'Serve a site.',
  body_markdown: '## Step 1\n\nInstall it.',
  sub_type: 'tutorial',
  language: 'en',
  state: 'draft',
  author: { id: 50, slug: 'grace' },
  tags: [{ id: 1, name: 'Nginx', slug: 'nginx' }],
};

function signIn(handler: (call: ApiCall) => [number, unknown] | undefined): ApiCall[] {
  window.localStorage.setItem(
    'jwt',
    makeToken({
      slug: 'ada',
      permissions: Permissions.from(['CREATE_QUESTIONS', 'CREATE_TUTORIALS']).toString(),
    }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 9, slug: 'ada' }];
    if (call.path.startsWith('/v1/tags')) return [200, { data: [] }];
    return handler(call);
  });
}

describe('the content form', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('checks a question with the API’s schema first: the summary takes focus and each field says what to fix', async () => {
    const calls = signIn(() => undefined);
    renderWithFrame(<QuestionForm words={questionFormWords(translatorOf('community', 'en'), false)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Post your question' }));
    const summary = await screen.findByText('Please fix the highlighted fields.');
    expect(summary.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const [hint, error] = title.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hint!)!.textContent).toMatch(/^Be specific/);
    expect(document.getElementById(error!)!.textContent).not.toBe('');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('loads a question for an edit and saves its title, body, tags and language', async () => {
    const calls = signIn((call) => {
      if (call.path === `/v1/questions/${QUESTION.slug}`) return [200, { question: QUESTION }];
      if (call.path === `/v1/questions/${QUESTION.id}` && call.method === 'PATCH')
        return [200, { question: { ...QUESTION, title: 'Why does Nginx answer 502 at times?' } }];
      return undefined;
    });
    renderWithFrame(
      <QuestionForm slug={QUESTION.slug} words={questionFormWords(translatorOf('community', 'en'), true)} />,
    );
    const title = await screen.findByDisplayValue(QUESTION.title);
    await userEvent.type(title, ' at times?');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(pushed.at(-1)).toBe(`/community/questions/${QUESTION.slug}`));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({
      question: {
        title: `${QUESTION.title} at times?`,
        body: QUESTION.body_markdown,
        tags: ['Nginx'],
        language: 'en',
      },
    });
    expect(await screen.findByText('Your question is updated')).toBeTruthy();
  });

  it('refuses an edit of someone else’s tutorial with the reason and the way back', async () => {
    signIn((call) =>
      call.path === `/v1/tutorials/${TUTORIAL.slug}` ? [200, { tutorial: TUTORIAL }] : undefined,
    );
    renderWithFrame(<TutorialForm slug={TUTORIAL.slug} />);
    expect(await screen.findByRole('heading', { name: 'You cannot edit this tutorial' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the tutorial' }).getAttribute('href')).toBe(
      `/community/tutorials/${TUTORIAL.slug}`,
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('lets a member write a tutorial as a draft, with its description, kind and language but no status', async () => {
    signIn(() => undefined);
    renderWithFrame(<TutorialForm />);
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-describedby')).toMatch(
      /-description-hint$/,
    );
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('tutorial');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('asks a signed-out visitor to log in, keeping what they type', async () => {
    stubApi(() => undefined);
    renderWithFrame(<TutorialForm />);
    expect(
      await screen.findByText(/to write a tutorial\. Anything you type is kept on this device\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
