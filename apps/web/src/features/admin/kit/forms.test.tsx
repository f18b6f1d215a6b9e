import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@reef/client';
import { tagCreateBody } from '@reef/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFrame } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';
import { Field, FormErrorSummary, useFormErrors } from './field';
import { useAdminToast } from './use-admin-toast';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

const conflictBody = JSON.stringify({
  error: {
    message: 'Validation failed',
    details: [{ path: 'tag.name', message: 'A tag with this name exists' }],
  },
});

function TagForm({ fail }: { fail: unknown }) {
  const form = useFormErrors();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.fromApiError(fail);
      }}
    >
      <FormErrorSummary formId="tag" errors={form.errors} labels={{ name: 'Name' }} />
      <Field formId="tag" name="name" label="Name" help="Lower case" error={form.of('name')} required>
        {(control) => <input {...control} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form helpers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('"field-level errors from the API\'s 4xx shown at the field": message, aria-invalid, described by', async () => {
    const fail = new HttpError(409, 'Conflict', 'POST', 'http://api.test/v1/tags', conflictBody);
    render(<TagForm fail={fail} />);
    const input = screen.getByLabelText(/Name/);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'A tag with this name exists',
      'Lower case',
    ]);
    // The summary takes focus and links to the field.
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('link', { name: 'Name: A tag with this name exists' }).getAttribute('href')).toBe(
      '#tag-name',
    );
  });

  it("checks a body with the API's own zod schema before sending it", () => {
    let result = true;
    function Probe() {
      const form = useFormErrors();
      return (
        <button type="button" onClick={() => (result = form.check(tagCreateBody, { tag: { name: '' } }))}>
          {Object.keys(form.errors.fields).join(',') || 'none'}
        </button>
      );
    }
    render(<Probe />);
    fireEvent.click(screen.getByRole('button'));
    expect(result).toBe(false);
    expect(screen.getByRole('button').textContent).toContain('name');
  });

  it('ConfirmDialog says what will happen, runs the named action, and Cancel changes nothing', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Revoke deploy-bot?"
        consequences={<p>Scripts using this token are refused from now on.</p>}
        confirmLabel="Revoke token"
        onConfirm={onConfirm}
        onCancel={onCancel}
        isDestructive
      />,
    );
    expect(screen.getByText('Scripts using this token are refused from now on.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke token' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it("toasts: success in the polite live region, errors in the assertive one with the API's reason", async () => {
    function Probe() {
      const toast = useAdminToast();
      return (
        <>
          <button type="button" onClick={() => toast.success('Tag saved.')}>
            ok
          </button>
          <button
            type="button"
            onClick={() =>
              toast.error(
                'The tag was not saved.',
                new HttpError(
                  403,
                  'Forbidden',
                  'POST',
                  'x',
                  JSON.stringify({ error: { message: 'Missing MANAGE_TAGS' } }),
                ),
              )
            }
          >
            fail
          </button>
        </>
      );
    }
    renderWithFrame(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status').textContent).toContain('Tag saved.');
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert').textContent).toContain('The tag was not saved. Missing MANAGE_TAGS');
  });

  it('"unsaved-changes warning": asks before a link leaves a dirty form, and the page stays when refused', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const followed = vi.fn();
    function Editor() {
      const [text, setText] = useState('');
      useUnsavedChanges(text !== '');
      return (
        <>
          <label>
            Name <input value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <a
            href="/community/admin/tags"
            onClick={(event) => {
              event.preventDefault();
              followed();
            }}
          >
            Tags
          </a>
        </>
      );
    }
    render(<Editor />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Tags' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Name'), 'ruby');
    await user.click(screen.getByRole('link', { name: 'Tags' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(followed).toHaveBeenCalledTimes(1);

    const unload = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(unload);
    });
    expect(unload.defaultPrevented).toBe(true);
  });
});
