'use client';
// The row-list kit: one way to edit an ordered list of rows (the top bar's messages, a form's fields, a slice's
// items, the partner directory). Rows move with Move up / Move down, with Alt+↑ / Alt+↓ on a focused row and, where
// the list allows it, by drag and drop; a row can be removed and added. After each change the focus stays with the
// row it concerns and a live region says what happened ("Message 2 moved to position 1 of 3.").
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button/button';

/** `list` with the entry at `from` moved to `to` (clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, entry!);
  return next;
}

/** Which of a row's buttons takes the focus after a change. */
type RowButton = 'up' | 'down' | 'remove';

/** Inputs of useRowList. */
export type RowListOptions<T> = {
  rows: readonly T[];
  /** The new rows after a move, a removal or an addition. */
  onChange: (next: T[]) => void;
  /** The row's name in announcements ("Message 2", "Acme"). */
  nameOf: (index: number, row: T) => string;
  /** The id of what takes the focus once the last row is removed (the add button). */
  emptyFocusId?: string;
  /** Rows move by drag and drop too (a row that holds no text fields). */
  draggable?: boolean;
};

/** The state and actions of an edited list of rows. */
export type RowList<T> = {
  /** The rows' list element (for the focus after a change). */
  listRef: RefObject<HTMLOListElement | null>;
  /** The last announcement, for RowListStatus. */
  status: string;
  count: number;
  /** Moves a row; with `button`, the focus stays on that button of the moved row (or its other one at an end). */
  move: (from: number, to: number, button?: 'up' | 'down') => void;
  /** Removes a row; the focus goes to the row that takes its place. */
  remove: (index: number) => void;
  /** Adds a row at the end; the focus goes to the element of id `focusId` once it shows. */
  add: (row: T, focusId?: string) => void;
  /** Says something in the live region. */
  announce: (text: string) => void;
  /** The props of row `index`'s list item: its place, Alt+Arrow keys and, where allowed, drag and drop. */
  rowProps: (index: number) => RowItemProps;
};

type RowItemProps = {
  'data-row': number;
  tabIndex: -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  draggable?: boolean;
  'data-dragging'?: '';
  onDragStart?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
  onDragOver?: (event: DragEvent<HTMLElement>) => void;
  onDrop?: (event: DragEvent<HTMLElement>) => void;
};

/** The state and actions of a list of rows edited in place. */
export function useRowList<T>({
  rows,
  onChange,
  nameOf,
  emptyFocusId,
  draggable = false,
}: RowListOptions<T>): RowList<T> {
  const listRef = useRef<HTMLOListElement>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const count = rows.length;

  const focusLater = (find: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => find()?.focus());
  const rowAt = (index: number) =>
    listRef.current?.querySelector<HTMLElement>(`:scope > [data-row="${index}"]`) ?? null;
  const buttonOf = (row: HTMLElement | null, button: RowButton) =>
    row?.querySelector<HTMLButtonElement>(`[data-row-button="${button}"]:not(:disabled)`) ?? null;

  const move = (from: number, to: number, button?: 'up' | 'down') => {
    if (to < 0 || to >= count || from === to) return;
    onChange(moveEntry(rows, from, to));
    setStatus(`${nameOf(from, rows[from]!)} moved to position ${to + 1} of ${count}.`);
    focusLater(() => {
      const row = rowAt(to);
      if (!button) return row;
      return buttonOf(row, button) ?? buttonOf(row, button === 'up' ? 'down' : 'up') ?? row;
    });
  };

  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    setStatus(`${nameOf(index, rows[index]!)} removed.`);
    focusLater(() => {
      if (count === 1) return emptyFocusId ? document.getElementById(emptyFocusId) : null;
      return rowAt(Math.min(index, count - 2));
    });
  };

  const add = (row: T, focusId?: string) => {
    onChange([...rows, row]);
    setStatus(`${nameOf(count, row)} added.`);
    if (focusId) focusLater(() => document.getElementById(focusId));
  };

  const rowProps = (index: number): RowItemProps => {
    const props: RowItemProps = {
      'data-row': index,
      tabIndex: -1,
      onKeyDown: (event) => {
        if (!event.altKey || event.target !== event.currentTarget) return;
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
      },
    };
    if (!draggable) return props;
    return {
      ...props,
      draggable: true,
      'data-dragging': dragging === index ? '' : undefined,
      onDragStart: (event) => {
        setDragging(index);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      },
      onDragEnd: () => setDragging(null),
      onDragOver: (event) => event.preventDefault(),
      onDrop: (event) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        setDragging(null);
      },
    };
  };

  return { listRef, status, count, move, remove, add, announce: setStatus, rowProps };
}

/** Move up, Move down and (unless `removable` is false) Remove of row `index`; `label` ends each button's name. */
export function RowButtons<T>({
  list,
  index,
  label,
  removable = true,
}: {
  list: RowList<T>;
  index: number;
  /** Read after the button's text ("Move up message 2"). */
  label: ReactNode;
  removable?: boolean;
}) {
  const hidden = <span className="visually-hidden">{label}</span>;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        data-row-button="up"
        disabled={index === 0}
        onClick={() => list.move(index, index - 1, 'up')}
      >
        Move up {hidden}
      </Button>
      <Button
        size="small"
        variant="secondary"
        data-row-button="down"
        disabled={index === list.count - 1}
        onClick={() => list.move(index, index + 1, 'down')}
      >
        Move down {hidden}
      </Button>
      {removable ? (
        <Button size="small" variant="secondary" data-row-button="remove" onClick={() => list.remove(index)}>
          Remove {hidden}
        </Button>
      ) : null}
    </>
  );
}

/** The live region that reads out the list's last change. */
export function RowListStatus({ list }: { list: { status: string } }) {
  return (
    <p role="status" className="visually-hidden">
      {list.status}
    </p>
  );
}
