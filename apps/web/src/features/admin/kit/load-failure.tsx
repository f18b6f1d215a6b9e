// What an admin list says when its first read failed: which list, and a way to read it again.
import { Button } from '@/components/ui/button/button';

/** "The held posts could not be loaded. [Try again]" as an alert. */
export function AdminLoadFailure({
  what,
  onRetry,
  className,
}: {
  /** What could not be loaded, as the sentence's subject ("The list"). */
  what: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p role="alert" className={className}>
      {what} could not be loaded.{' '}
      <Button size="small" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
