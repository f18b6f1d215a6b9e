'use client';
// What an admin list says when its first read failed: which list, and a way to read it again.
import { Button } from '@/components/ui/button/button';
import { fillNodes, useKitWords, type AdminKitWords } from '../shell/admin-words';

/** "The held posts could not be loaded. [Try again]" as an alert. */
export function AdminLoadFailure({
  what,
  onRetry,
  className,
  words,
}: {
  /** What could not be loaded, as the sentence's subject ("The list"). */
  what: string;
  onRetry: () => void;
  className?: string;
  /** Its own words (the admin layout's, else English, when not given); `loadFailed` has `{what}`. */
  words?: Partial<Pick<AdminKitWords, 'loadFailed' | 'tryAgain'>>;
}) {
  const kit = useKitWords(words);
  return (
    <p role="alert" className={className}>
      {fillNodes(kit.loadFailed, { what })}{' '}
      <Button size="small" variant="secondary" onClick={onRetry}>
        {kit.tryAgain}
      </Button>
    </p>
  );
}
