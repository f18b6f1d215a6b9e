// The error summary of a marketing form names each field once (issue #30, item 7: "the contact form's summary does
// not repeat each label").
import { describe, expect, it } from 'vitest';
import { summaryLine } from './marketing-form';

describe('a line of the error summary', () => {
  it('is the message alone when the message already names the field', () => {
    expect(summaryLine('Email', 'Email is required')).toBe('Email is required');
    expect(summaryLine('Email', 'Enter your email address')).toBe('Enter your email address');
  });

  it('puts the label first when the message does not say which field it is about', () => {
    expect(summaryLine('Company', 'This field is required')).toBe('Company: This field is required');
  });
});
