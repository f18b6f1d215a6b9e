import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FormValue } from '../generic/form-values';
import { marketingFormScreens, STORED_SECRET, WebhookSecretInput } from './screens';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState<FormValue>(initial);
  return (
    <>
      <WebhookSecretInput formId="f" value={value} values={{}} onChange={setValue} />
      <pre data-testid="value">{String(value)}</pre>
    </>
  );
}

describe('the webhook secret ("write-only webhook_secret", issue #12)', () => {
  it('says a secret is stored without showing it; Replace secret asks for a new one, Keep goes back', () => {
    render(<Harness initial={STORED_SECRET} />);
    expect(screen.getByText(/A secret is stored/)).toBeTruthy();
    expect(screen.queryByLabelText(/secret/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Replace secret' }));
    const input = screen.getByLabelText('New webhook secret') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'a-new-secret-0123456789' } });
    expect(screen.getByTestId('value').textContent).toBe('a-new-secret-0123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the stored secret' }));
    expect(screen.getByTestId('value').textContent).toBe(STORED_SECRET);
  });

  it('a form starts from "stored" only when the API says a secret is set, and the marker is one the API refuses', () => {
    const start = (item: Record<string, unknown>) =>
      marketingFormScreens.formValues!({ id: 1, ...item }).webhook_secret;
    expect(start({ webhook_secret_set: true })).toBe(STORED_SECRET);
    expect(start({ webhook_secret_set: false })).toBe('');
    // A secret has no spaces (the core schema), so the marker could never be stored as one.
    expect(/\s/.test(STORED_SECRET)).toBe(true);
  });
});
