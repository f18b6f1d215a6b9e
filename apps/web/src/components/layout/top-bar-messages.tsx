'use client';
import type { TopHatLink } from '@reef/client';
import { TOP_BAR_ROTATION_MS } from '@reef/core';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon/icon';
import { trackEvent } from '@/lib/analytics';
import styles from './top-bar.module.css';

/** Shows one call to action at a time, moving to the next every 6 s when there is more than one. */
export function TopBarMessages({ messages }: { messages: TopHatLink[] }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (messages.length < 2 || isPaused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // spec: content-and-presentation §4 — rotates to the next call to action every 6 s
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % messages.length),
      TOP_BAR_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [messages.length, isPaused]);

  const message = messages[index % messages.length];
  if (!message) return null;
  return (
    <div
      className={styles.rotator}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <a
        key={index}
        href={message.url}
        className={styles.message}
        target={message.newTab ? '_blank' : undefined}
        rel={message.newTab ? 'noopener noreferrer' : undefined}
        onClick={() =>
          trackEvent('Top Bar Clicked', { title: message.title, url: message.url, position: index })
        }
      >
        <span>{message.title}</span>
        <Icon name="arrow-right" size={14} />
        {message.newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    </div>
  );
}
