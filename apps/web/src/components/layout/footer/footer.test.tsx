// The footer is a StaticRegion (issue #33 goal 2): the page's inline flight data may carry it as its props alone,
// so its markup is the footer's own (one `contentinfo` landmark with its classes) plus the region's key, and a
// browser that gets it without children keeps the footer the server rendered, links and all.
import { demoBrand } from '@reef/core';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticRegion } from '@/components/content/raw-html';
import { Footer } from './footer';
import styles from './footer.module.css';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Footer', () => {
  it('is one footer landmark, named for the page to carry once', () => {
    const html = renderToString(<Footer brand={demoBrand} />);
    expect(html.startsWith(`<footer class="${styles.footer}" data-reef-static="footer">`)).toBe(true);
    expect(html.match(/<footer/g)).toHaveLength(1);
  });

  it('keeps its links and columns when hydrated from flight data without its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Footer brand={demoBrand} />);
    document.body.append(container);
    const before = container.innerHTML;
    // What the browser reads from a page whose flight data was cut: the region's props alone.
    await act(async () => {
      hydrateRoot(container, <StaticRegion as="footer" reefStatic="footer" className={styles.footer} />);
    });
    expect(container.innerHTML).toBe(before);
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
  });
});
