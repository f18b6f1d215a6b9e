import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeFieldProblems, FieldsEditor, parseFields, serializeFields } from './fields-editor';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FieldsEditor id="fields" value={value} onChange={setValue} />
      <pre data-testid="value">{value}</pre>
    </>
  );
}

const two = JSON.stringify([
  { name: 'email', type: 'email', label: 'Work email', required: true },
  { name: 'topic', type: 'select', label: 'Topic', options: [{ value: 'a', label: 'Apples' }] },
]);
const current = () =>
  JSON.parse(screen.getByTestId('value').textContent!) as { name: string; options?: unknown }[];

describe('the marketing form fields editor ("forms and their fields", issue #12)', () => {
  it('reads fields as rows and names each problem the API would refuse, with the core formField shape', () => {
    expect(parseFields('')).toEqual([]);
    expect(parseFields('{"not":"a list"}')).toBeNull();
    const rows = parseFields(two)!;
    expect(rows[1]).toMatchObject({ name: 'topic', type: 'select', options: 'a | Apples' });
    expect(describeFieldProblems(rows)).toBeNull();
    expect(JSON.parse(serializeFields(rows))).toEqual([
      { name: 'email', type: 'email', label: 'Work email', required: true },
      {
        name: 'topic',
        type: 'select',
        label: 'Topic',
        required: false,
        options: [{ value: 'a', label: 'Apples' }],
      },
    ]);
    expect(
      describeFieldProblems([
        { ...rows[0]!, name: 'Bad Name' },
        { ...rows[0]!, name: 'email' },
        { ...rows[0]!, name: 'email' },
      ]),
    ).toMatch(/^Field 1, name: Field names are lowercase.*\. Field 3, name: Field 2 already has this name$/);
  });

  it('reorders with Move up by keyboard and keeps the change in the form value', () => {
    render(<Harness initial={two} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move up field 2' }));
    expect(current().map((field) => field.name)).toEqual(['topic', 'email']);
    expect(screen.getByRole('status').textContent).toBe('Field 2 moved to position 1 of 2.');
  });

  it('adds and removes fields; a bad name is shown at its row once left; choices show for select types', () => {
    render(<Harness initial={two} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const name = screen.getAllByLabelText('Name')[2]!;
    fireEvent.change(name, { target: { value: '9lives' } });
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByLabelText('Choices')).toHaveLength(1);
    fireEvent.change(screen.getAllByLabelText('Type')[2]!, { target: { value: 'radio' } });
    const choices = screen.getAllByLabelText('Choices')[1]!;
    // A line being typed survives (the value is read back only when it changes from outside).
    fireEvent.change(choices, { target: { value: 'x |\n' } });
    expect((choices as HTMLTextAreaElement).value).toBe('x |\n');
    expect(current()[2]!.options).toEqual([{ value: 'x', label: 'x' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 3' }));
    expect(current()).toHaveLength(2);
  });
});
