import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveEntry, RowButtons, RowListStatus, useRowList } from './row-list';

function Fruits({ initial, draggable = false }: { initial: string[]; draggable?: boolean }) {
  const [rows, setRows] = useState(initial);
  const list = useRowList({
    rows,
    onChange: setRows,
    nameOf: (_, row) => row,
    emptyFocusId: 'add',
    draggable,
  });
  return (
    <>
      <ol ref={list.listRef}>
        {rows.map((row, index) => (
          <li key={row} aria-label={row} {...list.rowProps(index)}>
            <RowButtons list={list} index={index} label={row} />
          </li>
        ))}
      </ol>
      <button id="add" onClick={() => list.add(`fruit ${rows.length + 1}`)}>
        Add
      </button>
      <RowListStatus list={list} />
    </>
  );
}

const names = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const afterFrame = () => {
  act(() => {
    vi.runAllTimers();
  });
};

describe('the row-list kit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('moves an entry within bounds', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  });

  it('moves with the buttons, says so, and keeps the focus on the moved row (the other button at an end)', () => {
    render(<Fruits initial={['apple', 'pear', 'plum']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move up pear' }));
    expect(names()).toEqual(['pear', 'apple', 'plum']);
    expect(screen.getByRole('status').textContent).toBe('pear moved to position 1 of 3.');
    afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down pear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move down apple' }));
    afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up apple' }));
  });

  it('moves a focused row with Alt+Arrow keys', () => {
    render(<Fruits initial={['apple', 'pear']} />);
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'apple' }), { key: 'ArrowDown', altKey: true });
    expect(names()).toEqual(['pear', 'apple']);
    afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'apple' }));
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'apple' }), { key: 'ArrowDown', altKey: true });
    expect(names()).toEqual(['pear', 'apple']);
  });

  it('removes a row, focusing the row that takes its place, then the add button once none is left', () => {
    render(<Fruits initial={['apple', 'pear']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove apple' }));
    expect(screen.getByRole('status').textContent).toBe('apple removed.');
    afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'pear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove pear' }));
    afterFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status').textContent).toBe('fruit 1 added.');
  });

  it('moves a dragged row onto the row it is dropped on', () => {
    render(<Fruits initial={['apple', 'pear', 'plum']} draggable />);
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'plum' }), { dataTransfer });
    fireEvent.drop(screen.getByRole('listitem', { name: 'apple' }), { dataTransfer });
    expect(names()).toEqual(['plum', 'apple', 'pear']);
  });
});
