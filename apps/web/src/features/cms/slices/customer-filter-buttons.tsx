'use client';
// The customer filter's buttons: choosing an industry shows only the customer cards of that industry (the cards of
// the page's customer_cards slices carry `data-customer-industry`); choosing it again, or All, shows every card.
import { useEffect, useId, useState } from 'react';
import { Tag } from '@/components/ui/tag/tag';
import { fillWords, type CmsWords } from '../words';
import styles from './slices.module.css';

/** The buttons' words in the page's language (`{industry}` and `{count}` filled in here). */
export type CustomerFilterWords = Pick<CmsWords, 'all' | 'noStories' | 'stories' | 'locale'>;

/** The sentence saying how many stories of `industry` show, in the plural form `count` takes in the language. */
function storiesLine(words: CustomerFilterWords, count: number, industry: string): string {
  const category = new Intl.PluralRules(words.locale).select(count);
  const template = words.stories[category] ?? words.stories.other ?? Object.values(words.stories)[0] ?? '';
  return fillWords(template, { count: count.toLocaleString(words.locale), industry });
}

export function CustomerFilterButtons({
  labels,
  label,
  words,
}: {
  labels: string[];
  label: string;
  words: CustomerFilterWords;
}) {
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
            {words.all}
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
            ? fillWords(words.noStories, { industry: selected ?? '' })
            : storiesLine(words, shown, selected ?? '')}
      </p>
    </div>
  );
}
