import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_MEMBER_PERMISSIONS, Permissions, type PermissionFlag } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { NEW_QUESTION_GATE } from '@/features/questions/create-gate-copy';
import { newTutorialGate } from '@/features/tutorials/create-gate-copy';
import { translatorOf } from '@/i18n/translate';
import { makeToken, renderWithFrame, stubApi } from '@/test/render';
import { CreateGate } from './create-gate';
import { denialWords } from './create-gate-words';

function signIn(permissions: Permissions) {
  window.localStorage.setItem('jwt', makeToken({ slug: 'sam', permissions: permissions.toString() }));
  stubApi((call) => (call.path === '/v1/users/sam' ? [200, { id: 5, slug: 'sam' }] : undefined));
}
const NEW_TUTORIAL_GATE = newTutorialGate(translatorOf('community', 'en'));
const member = (...flags: PermissionFlag[]) => DEFAULT_MEMBER_PERMISSIONS.add(...flags);
const form = <form aria-label="The editor" />;

describe('CreateGate ("/community/tutorials/new tells a member without CREATE_TUTORIALS why")', () => {
  it('a member without CREATE_TUTORIALS is told which permission it needs and where to apply, with no form', async () => {
    signIn(member());
    renderWithFrame(
      <CreateGate type="tutorial" copy={NEW_TUTORIAL_GATE}>
        {form}
      </CreateGate>,
    );
    expect(await screen.findByRole('heading', { name: 'You cannot write tutorials yet' })).toBeTruthy();
    expect(screen.getByText('CREATE_TUTORIALS')).toBeTruthy();
    expect(screen.getByText('@sam')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write for us: become an author' }).getAttribute('href')).toBe(
      '/community/pages/write-for-digitalocean',
    );
    expect(screen.queryByRole('form', { name: 'The editor' })).toBeNull();
  });

  it('an author (CREATE_TUTORIALS) or an editor (MANAGE_TUTORIALS) gets the form', async () => {
    for (const flag of ['CREATE_TUTORIALS', 'MANAGE_TUTORIALS'] as const) {
      signIn(member(flag));
      const { unmount } = renderWithFrame(
        <CreateGate type="tutorial" copy={NEW_TUTORIAL_GATE}>
          {form}
        </CreateGate>,
      );
      expect(await screen.findByRole('form', { name: 'The editor' })).toBeTruthy();
      unmount();
    }
  });

  it('a signed-out visitor gets the form, which offers to sign in itself', async () => {
    window.localStorage.clear();
    stubApi(() => undefined);
    renderWithFrame(
      <CreateGate type="tutorial" copy={NEW_TUTORIAL_GATE}>
        {form}
      </CreateGate>,
    );
    await waitFor(() => expect(screen.getByRole('form', { name: 'The editor' })).toBeTruthy());
  });

  it('a member whose CREATE_QUESTIONS was taken away is told so on the ask page', async () => {
    signIn(Permissions.from(['CREATE_COMMENTS']));
    renderWithFrame(
      <CreateGate type="question" copy={NEW_QUESTION_GATE}>
        {form}
      </CreateGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'You cannot ask questions at the moment' }),
    ).toBeTruthy();
    expect(screen.getByText('CREATE_QUESTIONS')).toBeTruthy();
  });

  it('says the reason in German when the page gives its words', async () => {
    signIn(member());
    renderWithFrame(
      <CreateGate type="tutorial" copy={{ ...NEW_TUTORIAL_GATE, reason: await denialWords('de') }}>
        {form}
      </CreateGate>,
      { locale: 'de' },
    );
    const heading = await screen.findByRole('heading', { name: 'You cannot write tutorials yet' });
    const reason = heading.nextElementSibling!.textContent!;
    expect(reason).toContain('Dafür brauchst du die Berechtigung CREATE_TUTORIALS (Tutorials erstellen)');
    expect(reason).toContain('und dein Konto (@sam) hat sie nicht.');
  });
});
