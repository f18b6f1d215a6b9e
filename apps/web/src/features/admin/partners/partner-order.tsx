'use client';
// The order of the partner directory (/partners), changed by drag and drop or by keyboard (issue #12: "reorder
// (update-order) by drag and by keyboard"). Each partner is a list item with a drag handle and Move up / Move down
// buttons; Alt+Arrow keys on a focused item move it too. Nothing is saved until "Save order", which sends the whole
// order (PATCH /v1/partners/update-order); leaving with an unsaved order asks first.
import { reorderPartners } from '@reef/client';
import { partnerResource } from '@reef/core';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import styles from './partners.module.css';

type Partner = { id: number; name: string; state: string; position: number };

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** The directory order panel of the partners section. */
export function PartnerOrder() {
  const api = useAdminApi();
  const toast = useAdminToast();
  const saved = useAdminData('partners:order', (admin) =>
    admin
      .list(partnerResource, { sort_by: 'position', sort_direction: 'asc', limit: 1000 })
      .then((page) => (page as unknown as { data: Partner[] }).data),
  );
  const [order, setOrder] = useState<Partner[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (saved.data) setOrder(saved.data);
  }, [saved.data]);

  const isChanged =
    order !== null &&
    saved.data !== undefined &&
    order.some((partner, i) => partner.id !== saved.data![i]?.id);
  useUnsavedChanges(isChanged && !isSaving);

  if (!order) {
    return saved.error ? (
      <p role="alert">The directory order could not be loaded. Reload the page to try again.</p>
    ) : (
      <p role="status">Loading the directory order…</p>
    );
  }
  if (order.length < 2) return <p>With fewer than two partners there is nothing to order.</p>;

  const move = (from: number, to: number, focusButton?: 'up' | 'down') => {
    if (to < 0 || to >= order.length || from === to) return;
    const partner = order[from]!;
    setOrder(moveItem(order, from, to));
    setStatus(`${partner.name} moved to position ${to + 1} of ${order.length}.`);
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector<HTMLElement>(`[data-partner="${partner.id}"]`);
      const atEnd = focusButton === 'up' ? to === 0 : to === order.length - 1;
      const button = focusButton
        ? item?.querySelector<HTMLButtonElement>(
            `[data-move="${atEnd ? (focusButton === 'up' ? 'down' : 'up') : focusButton}"]`,
          )
        : null;
      (button ?? item)?.focus();
    });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
  };

  const save = async () => {
    setIsSaving(true);
    try {
      await reorderPartners(
        api.ctx,
        order.map((partner) => partner.id),
      );
      toast.success('Directory order saved. /partners shows it at the next page view.');
      saved.reload();
    } catch (error) {
      toast.error('The directory order was not saved.', error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className={styles.order}>
      <p id="partner-order-help" className={styles.help}>
        Drag a partner by its handle, or use Move up and Move down (Alt+↑ and Alt+↓ on a focused row). Drafts
        keep their place for when they are published.
      </p>
      <ol ref={listRef} className={styles.orderList} aria-describedby="partner-order-help">
        {order.map((partner, index) => (
          <li
            key={partner.id}
            data-partner={partner.id}
            tabIndex={-1}
            className={styles.orderItem}
            data-dragging={dragging === index ? '' : undefined}
            draggable
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(partner.id));
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            onKeyDown={onKeyDown(index)}
            aria-label={`${partner.name}, position ${index + 1} of ${order.length}`}
          >
            <span className={styles.handle} aria-hidden="true">
              ⠿
            </span>
            <span className={styles.position}>{index + 1}</span>
            <span className={styles.name}>
              {partner.name}
              {partner.state !== 'published' ? (
                <span className={styles.state}> ({partner.state})</span>
              ) : null}
            </span>
            <span className={styles.moves}>
              <Button
                size="small"
                variant="secondary"
                data-move="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                Move up <span className="visually-hidden">{partner.name}</span>
              </Button>
              <Button
                size="small"
                variant="secondary"
                data-move="down"
                disabled={index === order.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                Move down <span className="visually-hidden">{partner.name}</span>
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div className={styles.actions}>
        <Button
          onClick={save}
          disabled={!isChanged}
          state={isSaving ? 'loading' : 'default'}
          stateLabel="Saving…"
        >
          Save order
        </Button>
        {isChanged ? (
          <Button variant="secondary" onClick={() => setOrder(saved.data ?? order)}>
            Undo changes
          </Button>
        ) : null}
        {isChanged ? <p className={styles.help}>Unsaved order</p> : null}
      </div>
    </div>
  );
}
