import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SLICE_DEFINITIONS } from '@/features/cms/slices/registry';
import { SLICE_FORMS } from './slice-fields';
import { SliceFieldsForm, type EditedSlice } from './slice-fields-form';
import { diffFields } from '../publishing/version-history';
import { allowedSliceTypes, allowedTemplates, publicationStatus } from './static-page-editor';

function Harness({ initial, problems = {} }: { initial: EditedSlice; problems?: Record<string, string> }) {
  const [slice, setSlice] = useState(initial);
  return (
    <>
      <SliceFieldsForm slice={slice} index={0} problems={problems} onChange={setSlice} />
      <pre data-testid="value">{JSON.stringify(slice)}</pre>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!) as EditedSlice;

describe('slice field forms ("slice fields as forms (not raw JSON)")', () => {
  it('describes every slice type the site renders', () => {
    for (const definition of SLICE_DEFINITIONS)
      for (const type of definition.types) expect(SLICE_FORMS[type], type).toBeDefined();
  });

  it('edits text, markdown, url and boolean fields as labelled controls', () => {
    render(
      <Harness
        initial={{
          slice_type: 'pricing_table',
          primary: { heading: 'Plans' },
          items: [{ name: 'Basic', price: '$4' }],
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Our plans' } });
    fireEvent.click(screen.getByLabelText('Highlighted'));
    fireEvent.change(screen.getByLabelText(/^Button link/), { target: { value: '/pricing' } });
    expect(value().primary.heading).toBe('Our plans');
    expect(value().items[0]).toMatchObject({ name: 'Basic', highlighted: true, cta_link: '/pricing' });
  });

  it('adds, reorders (buttons and Alt+Arrow) and removes repeated items', () => {
    render(
      <Harness initial={{ slice_type: 'stats', primary: {}, items: [{ value: '1' }, { value: '2' }] }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add figure' }));
    expect(value().items).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Move up Figure 2' }));
    expect(value().items.map((i) => i.value)).toEqual(['2', '1', undefined]);
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'Figure 1' }), { key: 'ArrowDown', altKey: true });
    expect(value().items.map((i) => i.value)).toEqual(['1', '2', undefined]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Figure 3' }));
    expect(value().items).toHaveLength(2);
  });

  it('"less of a wall": repeated items start folded under a summary naming them; a problem unfolds its item', () => {
    const { container } = render(
      <Harness
        initial={{ slice_type: 'stats', primary: {}, items: [{ value: '99.99%' }, { value: '12' }] }}
        problems={{ 'slices[0].items[1].value': 'Too long' }}
      />,
    );
    const details = [...container.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      'Fields of Figure 1: 99.99%',
      'Fields of Figure 2: 12',
    ]);
    expect(details.map((d) => d.open)).toEqual([false, true]);
    // Every field is still in the form, folded or not.
    expect(container.querySelectorAll('details input, details textarea')).toHaveLength(
      2 * container.querySelectorAll('details')[0]!.querySelectorAll('input, textarea').length,
    );
  });

  it('shows a problem by path at its field', () => {
    render(
      <Harness
        initial={{ slice_type: 'hero', primary: { title: 'Hi', cta_link: 'javascript:alert(1)' }, items: [] }}
        problems={{ 'slices[0].primary.cta_link': 'Links use http(s), never javascript:' }}
      />,
    );
    const field = screen.getByLabelText(/^Button link/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(within(error).getByText(/never javascript:/)).toBeTruthy();
  });
});

describe('the editor rules', () => {
  it('offers only the slices and templates the page type allows', () => {
    expect(allowedSliceTypes('legal')).toEqual(['content']);
    expect(allowedSliceTypes('customers')).toEqual(
      expect.arrayContaining(['herotext', 'customercontent', 'hero']),
    );
    expect(allowedTemplates('trust')).toEqual(['Template1', 'Template2', 'Template3', 'Template4']);
  });

  it('says whether a page is a draft, published or scheduled', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(publicationStatus({ state: 'draft', published_at: null }, now)).toBe('Draft');
    expect(publicationStatus({ state: 'published', published_at: '2025-01-01T00:00:00Z' }, now)).toBe(
      'Published',
    );
    expect(publicationStatus({ state: 'published', published_at: '2026-02-01T00:00:00Z' }, now)).toMatch(
      /^Scheduled for /,
    );
  });

  it('diffs a version and the current page field by field', () => {
    const changes = diffFields(
      { title: 'A', slices: [{ slice_type: 'hero', primary: { title: 'Old', title_html: 'x' } }] },
      { title: 'A', slices: [{ slice_type: 'hero', primary: { title: 'New' } }] },
      ['title', 'slices'],
    );
    expect(changes).toEqual([{ field: 'slices[0].primary.title', version: 'Old', current: 'New' }]);
  });
});
