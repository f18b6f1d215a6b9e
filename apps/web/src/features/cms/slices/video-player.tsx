'use client';
// A video slice's player, loaded from its host only when the reader asks for it (issue #30: a self-hosted site does
// not hand every reader's address to a third party, and a page works offline). Until then the frame shows the
// video's title and a play button that says where it plays from; the click puts the host's player in its place and
// starts it.
import { useState } from 'react';
import styles from './slices.module.css';

export type VideoPlayerProps = {
  src: string;
  title: string;
  host: string;
  /** The button's words in the page's language, with `{host}` where the host's name goes. */
  playLabel: string;
};

export function VideoPlayer({ src, title, host, playLabel }: VideoPlayerProps) {
  const [isPlaying, setIsPlaying] = useState(false);
  if (isPlaying)
    return (
      <iframe
        src={`${src}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  return (
    <button type="button" className={styles.videoPoster} onClick={() => setIsPlaying(true)}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.18" />
        <path d="M26 20l20 12-20 12z" fill="currentColor" />
      </svg>
      <span className={styles.videoTitle}>{title}</span>
      <span className={styles.videoHost}>{playLabel.split('{host}').join(host)}</span>
    </button>
  );
}
