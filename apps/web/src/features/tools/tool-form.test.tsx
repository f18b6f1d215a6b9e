// Issue #30: "Members holding CREATE_TOOLS submit and edit tools from the site".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permissions, type PermissionFlag } from '@reef/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, renderWithFrame, stubApi, type ApiCall } from '@/test/render';
import { pushed } from '@/test/navigation-mock';
import { ToolForm } from './tool-form';
import { translatorOf } from '@/i18n/translate';
import { stateWordsOf } from '@/features/admin/shell/state-words';
import { toolFormWords } from '@/features/content-form/member-form-words-server';
import type { SiteLocale } from '@/i18n/locale-path';

/** The words a page in `locale` hands the form. */
const wordsIn = (locale: SiteLocale) =>
  toolFormWords(translatorOf('community', locale), stateWordsOf(translatorOf('admin', locale)).content);

const TOOL = {
  id: 4,
  slug: 'reef-cli',
  name: 'Reef CLI',
  type: 'apps',
  state: 'draft',
  description: 'Manage droplets from a terminal.',
  url: 'https://example.com/cli',
  body_html: '<p>It is fast.</p>',
  body_markdown: 'It is fast.',
  author: { id: 9, slug: 'ada' },
  tags: [],
};

function signIn(flags: PermissionFlag[], handler: (call: ApiCall) => [number, unknown] | undefined) {
  window.localStorage.setItem(
    'jwt',
    makeToken({ slug: 'ada', permissions: Permissions.from(flags).toString() }),
  );
  return stubApi((call) => {
    if (call.path === '/v1/users/ada') return [200, { id: 9, slug: 'ada' }];
    if (call.path.startsWith('/v1/tags')) return [200, { data: [] }];
    return handler(call);
  });
}

describe('the tool form', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('a member holding CREATE_TOOLS submits a tool as a draft, with no state field', async () => {
    const calls = signIn(['CREATE_TOOLS'], (call) =>
      call.path === '/v1/tools' && call.method === 'POST' ? [201, { tool: TOOL }] : undefined,
    );
    renderWithFrame(<ToolForm />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Reef CLI');
    await userEvent.type(screen.getByLabelText('Website'), 'https://example.com/cli');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'App');
    expect(screen.queryByLabelText('Status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit tool' }));
    await waitFor(() => expect(pushed.at(-1)).toBe('/community/tools/reef-cli/edit'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      tool: { name: 'Reef CLI', url: 'https://example.com/cli', type: 'apps', state: 'draft' },
    });
  });

  it('says at the name field that a tool needs a name, and sends nothing', async () => {
    const calls = signIn(['CREATE_TOOLS'], () => undefined);
    renderWithFrame(<ToolForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit tool' }));
    await screen.findByText('Please fix the highlighted fields.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the author edits their tool and the state stays theirs to leave alone', async () => {
    const calls = signIn(['CREATE_TOOLS'], (call) => {
      if (call.path === `/v1/tools/${TOOL.slug}`) return [200, { tool: TOOL }];
      if (call.path === `/v1/tools/${TOOL.id}` && call.method === 'PATCH')
        return [200, { tool: { ...TOOL, name: 'Reef CLI 2' } }];
      return undefined;
    });
    renderWithFrame(<ToolForm slug={TOOL.slug} />);
    const name = await screen.findByDisplayValue('Reef CLI');
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ tool: { name: 'Reef CLI 2' } });
    expect((patch.body as { tool: Record<string, unknown> }).tool.state).toBeUndefined();
  });

  it('a tool editor (MANAGE_TOOLS) may publish a new tool at once', async () => {
    const calls = signIn(['CREATE_TOOLS', 'MANAGE_TOOLS'], (call) =>
      call.method === 'POST' ? [201, { tool: { ...TOOL, state: 'published' } }] : undefined,
    );
    renderWithFrame(<ToolForm />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Reef CLI');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(pushed.at(-1)).toBe('/community/tools/reef-cli'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      tool: { state: 'published' },
    });
  });

  it('speaks German on a German page: labels, kinds, states, the button and the saved message', async () => {
    const calls = signIn(['CREATE_TOOLS', 'MANAGE_TOOLS'], (call) =>
      call.method === 'POST' ? [201, { tool: TOOL }] : undefined,
    );
    renderWithFrame(<ToolForm words={wordsIn('de')} />);
    await userEvent.type(await screen.findByLabelText('Name'), 'Reef CLI');
    expect(screen.getByText('Die Startseite des Tools, beginnend mit https://')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Art'), 'Kurs');
    expect(screen.getByRole('option', { name: 'API-Wrapper' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Entwurf' })).toBeTruthy();
    expect(screen.getByLabelText('Beschreibung')).toBeTruthy();
    expect(screen.getByLabelText('Über das Tool')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tool einreichen' }));
    await screen.findByText('Tool eingereicht: Die Tool-Redakteure prüfen es');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ tool: { type: 'courses' } });
  });

  it('asks a signed-out visitor to log in, in Japanese', async () => {
    stubApi(() => undefined);
    renderWithFrame(<ToolForm words={wordsIn('ja')} />);
    const link = await screen.findByRole('link', { name: 'ログイン' });
    expect(link.parentElement?.textContent).toBe(
      'ツールを投稿するにはログインしてください。入力した内容はこの端末に保持されます。',
    );
  });

  it('says its English without words, as before', async () => {
    stubApi(() => undefined);
    renderWithFrame(<ToolForm />);
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.parentElement?.textContent).toBe(
      'Log in to submit a tool. Anything you type is kept on this device.',
    );
  });
});
