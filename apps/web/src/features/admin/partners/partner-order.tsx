'use client';
// The order of the partner directory (/partners), changed by drag and drop or by keyboard (issue #12: "reorder
// (update-order) by drag and by keyboard"). Each partner is a list item with a drag handle and Move up / Move down
// buttons; Alt+Arrow keys on a focused item move it too. Nothing is saved until "Save order", which sends the whole
// order (PATCH /v1/partners/update-order); leaving with an unsaved order asks first. The list is the row-list kit's.
import { reorderPartners } from '@reef/client';
import { partnerResource } from '@reef/core';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { RowButtons, RowListStatus, useRowList } from '@/features/row-list/row-list';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import styles from './partners.module.css';
import { useSectionWords } from '../generic/section-words';

type Partner = { id: number; name: string; state: string; position: number };

/** The directory order panel of the partners section. */
export function PartnerOrder() {
  const w = useSectionWords().partners;
  const api = useAdminApi();
  const toast = useAdminToast();
  const saved = useAdminData('partners:order', (admin) =>
    admin
      .list(partnerResource, { sort_by: 'position', sort_direction: 'asc', limit: 1000 })
      .then((page) => (page as unknown as { data: Partner[] }).data),
  );
  const [order, setOrder] = useState<Partner[] | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const list = useRowList({
    rows: order ?? [],
    onChange: setOrder,
    nameOf: (_, partner) => partner.name,
    draggable: true,
  });

  useEffect(() => {
    if (saved.data) setOrder(saved.data);
  }, [saved.data]);

  const isChanged =
    order !== null &&
    saved.data !== undefined &&
    order.some((partner, i) => partner.id !== saved.data![i]?.id);
  useUnsavedChanges(isChanged && !isSaving);

  if (!order) {
    return saved.error ? <p role="alert">{w.orderError}</p> : <p role="status">{w.orderLoading}</p>;
  }
  if (order.length < 2) return <p>{w.orderFew}</p>;

  const save = async () => {
    setIsSaving(true);
    try {
      await reorderPartners(
        api.ctx,
        order.map((partner) => partner.id),
      );
      toast.success(w.orderSaved);
      saved.reload();
    } catch (error) {
      toast.error(w.orderNotSaved, error);
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
      <ol ref={list.listRef} className={styles.orderList} aria-describedby="partner-order-help">
        {order.map((partner, index) => (
          <li
            key={partner.id}
            data-partner={partner.id}
            className={styles.orderItem}
            aria-label={`${partner.name}, position ${index + 1} of ${order.length}`}
            {...list.rowProps(index)}
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
              <RowButtons list={list} index={index} label={partner.name} removable={false} />
            </span>
          </li>
        ))}
      </ol>
      <RowListStatus list={list} />
      <div className={styles.actions}>
        <Button
          onClick={save}
          disabled={!isChanged}
          state={isSaving ? 'loading' : 'default'}
          stateLabel={w.saving}
        >
          {w.saveOrder}
        </Button>
        {isChanged ? (
          <Button variant="secondary" onClick={() => setOrder(saved.data ?? order)}>
            {w.undo}
          </Button>
        ) : null}
        {isChanged ? <p className={styles.help}>{w.unsaved}</p> : null}
      </div>
    </div>
  );
}
