import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { describeTopHatProblems, parseTopHat, serializeTopHat, TopHatEditor } from './top-hat-editor';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TopHatEditor id="data" value={value} onChange={setValue} />
      <pre data-testid="value">{value}</pre>
    </>
  );
}

const two = serializeTopHat([
  { title: 'First', url: '/pricing', newTab: false },
  { title: 'Second', url: 'https://docs.example', newTab: true },
]);

describe('the top_hat editor ("edit `top_hat` ... with its shape enforced")', () => {
  it('reads the block as messages and names each problem the API would refuse', () => {
    expect(parseTopHat('')).toEqual([]);
    expect(parseTopHat('{"not":"a list"}')).toBeNull();
    expect(describeTopHatProblems([{ title: '', url: 'javascript:alert(1)', newTab: false }])).toMatch(
      /^Message 1, title: .+\. Message 1, link: .*javascript:/,
    );
    expect(describeTopHatProblems(parseTopHat(two)!)).toBeNull();
  });

  it('reorders with Move up and keeps the change in the form value', () => {
    render(<Harness initial={two} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move up message 2' }));
    expect(
      JSON.parse(screen.getByTestId('value').textContent!).map((m: { title: string }) => m.title),
    ).toEqual(['Second', 'First']);
    expect(screen.getByRole('status').textContent).toBe('Message 2 moved to position 1 of 2.');
  });

  it('adds and removes messages; a message with a bad link is shown at its field once left', () => {
    render(<Harness initial={two} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a message' }));
    const link = screen.getAllByLabelText('Link')[2]!;
    fireEvent.change(link, { target: { value: 'data:text/html,hi' } });
    fireEvent.blur(link);
    expect(link.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove message 3' }));
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toHaveLength(2);
  });
});
