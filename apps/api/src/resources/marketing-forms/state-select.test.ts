// Issue #30: "state-select form fields are a real select for the chosen country" — the server keeps the same rule.
import type { FormField } from '@reef/core';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../platform/errors.js';
import { validateLead } from './service.js';

const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: '',
  required: false,
  options: [],
  ...f,
});
const fields = [
  field({ name: 'country', type: 'country-select', label: 'Country', required: true }),
  field({ name: 'state', type: 'state-select', label: 'State or region' }),
];

describe('state-select leads', () => {
  it("keeps a state of the chosen country's list, as its code", () => {
    expect(validateLead(fields, { country: 'us', state: 'ny' })).toEqual({ country: 'US', state: 'NY' });
    expect(validateLead(fields, { country: 'CA', state: 'QC' })).toEqual({ country: 'CA', state: 'QC' });
  });

  it('takes a region typed by name (the form without script is a text field) and stores its code', () => {
    expect(validateLead(fields, { country: 'US', state: 'new york' })).toEqual({
      country: 'US',
      state: 'NY',
    });
  });

  it("refuses a region that is not in the chosen country's list, naming the field", () => {
    try {
      validateLead(fields, { country: 'CA', state: 'NY' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnprocessableError);
      expect((error as UnprocessableError).details).toMatchObject([
        { path: 'lead.state', message: 'Choose a province or territory from the list' },
      ]);
    }
  });

  it('keeps the text as typed for a country without a list', () => {
    expect(validateLead(fields, { country: 'FR', state: 'Bretagne' })).toEqual({
      country: 'FR',
      state: 'Bretagne',
    });
  });
});
