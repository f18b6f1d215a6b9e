'use client';
// The static page editor's preview at a device's width (issue #30, item 12: "the editor's preview shows the page at
// the chosen device width"). The page is drawn into an iframe of that width, so the site's own media queries see a
// phone, a tablet or a desktop, not the editor's half-screen column. The frame holds no script and loads nothing:
// React renders the preview into it through a portal from this page, and the frame borrows this page's stylesheets
// and colour theme. A width wider than the pane is shown scaled to fit, or at actual size with a scroll bar.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './static-pages.module.css';
import { fillIn } from '../generic/words';

/** The widths the preview offers (CSS pixels). */
export const PREVIEW_DEVICES = [
  { id: 'phone', label: 'Phone', width: 375 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

/** The width of a device of the picker. */
export function previewWidth(device: PreviewDevice): number {
  return PREVIEW_DEVICES.find((entry) => entry.id === device)!.width;
}

/** How much a frame of `width` is shrunk to fit a pane of `paneWidth` (1: it fits, or the author chose actual size). */
export function previewScale(width: number, paneWidth: number, isFitted: boolean): number {
  if (!isFitted || paneWidth <= 0 || width <= paneWidth) return 1;
  return Math.floor((paneWidth / width) * 1000) / 1000;
}

// The frame's own document: a title and language for assistive technology, links opening outside the editor, and
// one <main> the preview is drawn into, named so that it is not taken for the editor's own main landmark.
const FRAME_DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page preview</title>' +
  '<base target="_blank"></head><body><main id="preview-root" aria-label="Page preview"></main></body></html>';

/** Copies this page's stylesheets, theme and font classes into the frame's document (and keeps them in step). */
function mirrorDocument(doc: Document): () => void {
  const copyStyles = () => {
    doc.head.querySelectorAll('[data-preview-style]').forEach((node) => node.remove());
    document.head.querySelectorAll('link[rel="stylesheet"], style').forEach((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      copy.setAttribute('data-preview-style', '');
      doc.head.appendChild(copy);
    });
  };
  const copyRoot = () => {
    const from = document.documentElement;
    doc.documentElement.className = from.className;
    const theme = from.getAttribute('data-theme');
    if (theme) doc.documentElement.setAttribute('data-theme', theme);
    else doc.documentElement.removeAttribute('data-theme');
    doc.body.className = document.body.className;
  };
  copyStyles();
  copyRoot();
  const headObserver = new MutationObserver(copyStyles);
  headObserver.observe(document.head, { childList: true });
  const rootObserver = new MutationObserver(copyRoot);
  rootObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'class'],
  });
  return () => {
    headObserver.disconnect();
    rootObserver.disconnect();
  };
}

/** The device picker: a labelled group of radio buttons (arrow keys move between them). */
/** The words of the preview's controls (the editor's; English for a preview rendered alone). */
export type PreviewWords = {
  previewWidth: string;
  phone: string;
  tablet: string;
  desktop: string;
  /** With `{device}` and `{width}`. */
  deviceOption: string;
  shrink: string;
  /** With `{label}`. */
  scrolls: string;
};

const ENGLISH_PREVIEW_WORDS: PreviewWords = {
  previewWidth: 'Preview width',
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  deviceOption: '{device} ({width} px)',
  shrink: 'Shrink wide pages to fit',
  scrolls: '{label} (scrolls sideways)',
};

export function DeviceWidthPicker({
  value,
  onChange,
  isFitted,
  onFittedChange,
  words = ENGLISH_PREVIEW_WORDS,
}: {
  words?: PreviewWords;
  value: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
  isFitted: boolean;
  onFittedChange: (isFitted: boolean) => void;
}) {
  const name = useId();
  return (
    <div className={styles.previewControls}>
      <fieldset className={styles.devicePicker}>
        <legend className={styles.devicePickerLegend}>{words.previewWidth}</legend>
        {PREVIEW_DEVICES.map((device) => (
          <label key={device.id} className={styles.deviceOption}>
            <input
              type="radio"
              name={name}
              value={device.id}
              checked={value === device.id}
              onChange={() => onChange(device.id)}
            />
            {fillIn(words.deviceOption, { device: words[device.id], width: device.width })}
          </label>
        ))}
      </fieldset>
      <label className={styles.deviceOption}>
        <input
          type="checkbox"
          checked={isFitted}
          onChange={(event) => onFittedChange(event.target.checked)}
        />
        {words.shrink}
      </label>
    </div>
  );
}

/** `children` drawn in a frame `width` CSS pixels wide, as tall as its content. */
export function PreviewFrame({
  width,
  label,
  isFitted = true,
  children,
  words = ENGLISH_PREVIEW_WORDS,
}: {
  words?: PreviewWords;
  width: number;
  /** The frame's title (its accessible name). */
  label: string;
  isFitted?: boolean;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(480);
  const [paneWidth, setPaneWidth] = useState(0);

  const attach = useCallback(() => {
    const doc = frameRef.current?.contentDocument;
    const main = doc?.getElementById('preview-root');
    if (doc && main) setRoot(main);
  }, []);

  // The frame may have loaded before React listened: attach to what is there.
  useEffect(attach, [attach]);

  useEffect(() => {
    const doc = root?.ownerDocument;
    if (!doc) return;
    const stop = mirrorDocument(doc);
    const view = doc.defaultView;
    // The drawn page's own height (the document's would never shrink below the frame's).
    const measure = () => setHeight(Math.max(240, Math.ceil(root.getBoundingClientRect().height)));
    measure();
    const Observer = view?.ResizeObserver ?? globalThis.ResizeObserver;
    const observer = Observer ? new Observer(measure) : null;
    observer?.observe(root);
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [root]);

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPaneWidth(pane.clientWidth));
    observer.observe(pane);
    setPaneWidth(pane.clientWidth);
    return () => observer.disconnect();
  }, []);

  const scale = previewScale(width, paneWidth, isFitted);
  return (
    <div
      ref={paneRef}
      className={styles.previewViewport}
      data-scale={scale}
      // At actual size a wide page scrolls sideways: the pane takes the focus so arrow keys can scroll it.
      {...(width * scale > paneWidth && paneWidth > 0
        ? { tabIndex: 0, role: 'group', 'aria-label': fillIn(words.scrolls, { label }) }
        : {})}
    >
      <div style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frameRef}
          title={label}
          srcDoc={FRAME_DOCUMENT}
          onLoad={attach}
          width={width}
          height={height}
          className={styles.previewIframe}
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
      {root ? createPortal(children, root) : null}
    </div>
  );
}
