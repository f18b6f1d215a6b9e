'use client';
// Reading progress on blog and resources pages (spec: content-and-presentation §2).
import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

/** A thin bar at the top of the window showing how far the page has been read (hidden from assistive technology). */
export function ProgressBar() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        setProgress(scrollable > 0 ? Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100)) : 0);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    // Decorative: it repeats what the scrollbar and a screen reader's position already say, and sits outside every
    // landmark (axe's "region" rule), so assistive technology skips it.
    <div className={styles.track} aria-hidden="true">
      <div className={styles.fill} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
