const UNITS: readonly [name: string, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

function toMs(value: Date | number | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

// spec: content-and-presentation §9 — "Relative times use minute granularity at minimum."
/** "just now", "1 minute ago", "5 minutes ago", "2 hours ago", "3 days ago" … "2 years ago". */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number | string = Date.now(),
): string {
  const seconds = Math.floor((toMs(now) - toMs(date)) / 1000);
  // Clock skew can put a fresh item slightly in the future: that is still "just now".
  if (!Number.isFinite(seconds) || seconds < 60) return 'just now';
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
