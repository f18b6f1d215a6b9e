'use client';
// The customer filter's buttons: choosing an industry shows only the customer cards of that industry (the cards of
// the page's customer_cards slices carry `data-customer-industry`); choosing it again, or All, shows every card.
import { useEffect, useId, useState } from 'react';
import { Tag } from '@/components/ui/tag/tag';
import styles from './slices.module.css';

export function CustomerFilterButtons({ labels, label }: { labels: string[]; label: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const statusId = useId();

  useEffect(() => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-customer-industry]'));
    const wanted = selected?.toLowerCase();
    let count = 0;
    for (const card of cards) {
      const isShown = !wanted || card.dataset.customerIndustry === wanted;
      card.hidden = !isShown;
      if (isShown) count += 1;
    }
    setShown(selected ? count : null);
  }, [selected]);

  return (
    <div role="group" aria-label={label} aria-describedby={statusId}>
      <ul className={styles.tagRow}>
        <li>
          <Tag isActive={selected === null} onClick={() => setSelected(null)}>
            All
          </Tag>
        </li>
        {labels.map((name) => (
          <li key={name}>
            <Tag isActive={selected === name} onClick={() => setSelected(selected === name ? null : name)}>
              {name}
            </Tag>
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className={styles.filterStatus}>
        {shown === null
          ? ''
          : shown === 0
            ? `No customer stories in ${selected} yet.`
            : `${shown} customer ${shown === 1 ? 'story' : 'stories'} in ${selected}.`}
      </p>
    </div>
  );
}
