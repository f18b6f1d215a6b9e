import { describe, expect, it } from 'vitest';
import { findSliceProblems, isTemplateAllowed } from './page-templates.js';

describe('templates and slices per page type', () => {
  it('"resources allows Template1 to Template3. solutions allows Template1 to Template6. trust allows Template1 to Template4."', () => {
    expect(isTemplateAllowed('resources', 'Template3')).toBe(true);
    expect(isTemplateAllowed('resources', 'Template4')).toBe(false);
    expect(isTemplateAllowed('solutions', 'Template6')).toBe(true);
    expect(isTemplateAllowed('trust', 'Template5')).toBe(false);
    expect(isTemplateAllowed('currents', 'Currents')).toBe(true);
    expect(isTemplateAllowed('landing', 'Anything')).toBe(true);
  });

  it('"customers requires the slices herotext and customercontent"; "press allows only pressnews"; "legal allows only content"', () => {
    expect(findSliceProblems('customers', ['herotext', 'customercontent', 'quote'])).toEqual([]);
    expect(findSliceProblems('customers', ['herotext'])).toEqual(['missing slice customercontent']);
    expect(findSliceProblems('press', ['pressnews', 'content'])).toEqual(['slice content not allowed']);
    expect(findSliceProblems('legal', ['content'])).toEqual([]);
    expect(findSliceProblems('customers-overview', ['customer_cards', 'customer_hero'])).toEqual([]);
    expect(findSliceProblems('hatch', ['x'])).toEqual([]);
  });
});
