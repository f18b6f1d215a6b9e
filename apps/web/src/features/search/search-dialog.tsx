'use client';
// Community search (spec: content-and-presentation §2): opened by the 'Search Community' button or the slash key.
// Searching goes to /community/tutorials?q=… (community-app §2), served by the API's full-text search, which
// covers the community's content, blog and resource posts and the site's pages (content-and-presentation §7).
// Loaded on first opening: nothing here weighs on the header.
import Link from '@/components/ui/link';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useHeaderWords } from '@/components/layout/header/header-words';
import { useLocalizedPath } from '@/i18n/locale-context';
import styles from './search-dialog.module.css';

/** Path the search form submits to. */
export const COMMUNITY_SEARCH_PATH = '/community/tutorials';

// What the search covers, each a page of its own.
const BROWSE_LINKS = [
  ['/community/tutorials', 'tutorials'],
  ['/community/questions', 'questions'],
  ['/blog', 'blog'],
  ['/resources', 'resources'],
] as const;

/** A modal search form for the community. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const words = useHeaderWords().search;
  // The results in the page's language (`/de/community/tutorials?q=…`).
  const searchPath = useLocalizedPath(COMMUNITY_SEARCH_PATH);

  useEffect(() => {
    if (open) requestAnimationFrame(() => inputRef.current?.focus());
  }, [open]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onClose();
    router.push(`${searchPath}?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <Dialog open={open} onClose={onClose} title={words.title} closeLabel={words.close}>
      <form role="search" action={searchPath} method="get" onSubmit={handleSubmit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {words.label}
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
            placeholder={words.placeholder}
            autoComplete="off"
          />
          <Button type="submit">{words.submit}</Button>
        </div>
      </form>
      <nav aria-label={words.browse} className={styles.browse}>
        <span>{words.orBrowse}</span>
        <ul>
          {BROWSE_LINKS.map(([href, key]) => (
            <li key={href}>
              <Link href={href} onClick={onClose}>
                {words[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
