'use client';
// A relative date ("3 days ago") in a <time> element, written again in the browser: the server's text ages with the
// cached page it is part of.
import { formatRelativeTime } from '@reef/core';
import { useEffect, useState } from 'react';

/** "3 days ago" for `dateTime`, current in the reader's browser. */
export function RelativeTime({ dateTime, locale }: { dateTime: string; locale?: string }) {
  const [isInBrowser, setIsInBrowser] = useState(false);
  useEffect(() => setIsInBrowser(true), []);
  return (
    <time dateTime={dateTime} data-in-browser={isInBrowser || undefined} suppressHydrationWarning>
      {formatRelativeTime(dateTime, Date.now(), locale)}
    </time>
  );
}
