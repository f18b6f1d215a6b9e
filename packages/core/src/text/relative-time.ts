const UNITS: readonly [name: Intl.RelativeTimeFormatUnit, seconds: number][] = [
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
/**
 * "just now", "1 minute ago", "5 minutes ago", "2 hours ago", "3 days ago" … "2 years ago"; in another interface
 * language (`locale`), the same steps worded by `Intl.RelativeTimeFormat` ("vor 2 Stunden", "2 時間前", "jetzt").
 */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number | string = Date.now(),
  locale?: string,
): string {
  const seconds = Math.floor((toMs(now) - toMs(date)) / 1000);
  const worded = locale && locale !== 'en' ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }) : null;
  // Clock skew can put a fresh item slightly in the future: that is still "just now".
  if (!Number.isFinite(seconds) || seconds < 60) return worded ? worded.format(0, 'second') : 'just now';
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1)
      return worded ? worded.format(-count, name) : `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return worded ? worded.format(0, 'second') : 'just now';
}
