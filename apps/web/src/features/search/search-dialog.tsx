'use client';
// Community search (spec: content-and-presentation §2): opened by the 'Search Community' button or the slash key.
// Searching goes to /community/tutorials?q=… (community-app §2), served by the API's full-text search.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import styles from './search-dialog.module.css';

/** Path the search form submits to. */
export const COMMUNITY_SEARCH_PATH = '/community/tutorials';

/** A modal search form for the community. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) requestAnimationFrame(() => inputRef.current?.focus());
  }, [open]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onClose();
    router.push(`${COMMUNITY_SEARCH_PATH}?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <Dialog open={open} onClose={onClose} title="Search the community" closeLabel="Close search">
      <form
        role="search"
        action={COMMUNITY_SEARCH_PATH}
        method="get"
        onSubmit={handleSubmit}
        className={styles.form}
      >
        <label htmlFor={inputId} className={styles.label}>
          Tutorials, questions and tools
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. install nginx on ubuntu"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
    </Dialog>
  );
}
