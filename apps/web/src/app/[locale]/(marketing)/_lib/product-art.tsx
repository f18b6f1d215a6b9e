// Product imagery for product cards: one small drawing per kind of product (a server, a cluster wheel, a database…),
// on the band at the top of a card. Server markup only, decorative (the card's title names the product), painted
// from theme tokens.
import type { ReactNode } from 'react';
import styles from './illustrations.module.css';

const s = styles;

/** The kinds of product that have a drawing of their own; anything else gets the generic block. */
export const PRODUCT_ART_KINDS = [
  'compute',
  'kubernetes',
  'databases',
  'object-storage',
  'volumes',
  'load-balancers',
  'bandwidth',
  'app-platform',
  'functions',
] as const;
export type ProductArtKind = (typeof PRODUCT_ART_KINDS)[number] | 'generic';

/** The drawing's kind for a product slug or page address (`/products/compute` → compute). */
export function productArtKind(slugOrHref: string): ProductArtKind {
  const slug = slugOrHref.replace(/\/+$/, '').split('/').pop() ?? '';
  return (PRODUCT_ART_KINDS as readonly string[]).includes(slug) ? (slug as ProductArtKind) : 'generic';
}

// Each glyph is drawn in a 64×64 box.
const GLYPHS: Record<ProductArtKind, ReactNode> = {
  compute: (
    <>
      <rect x={6} y={10} width={52} height={44} rx={6} className={s.panel} />
      <rect x={20} y={22} width={24} height={20} rx={3} className={s.brand} />
      <path
        d="M26 10 v-6 M38 10 v-6 M26 60 v-6 M38 60 v-6 M6 26 h-4 M6 38 h-4 M58 26 h4 M58 38 h4"
        className={s.line}
      />
    </>
  ),
  kubernetes: (
    <>
      <path d="M32 2 l26 15 v30 l-26 15 l-26 -15 v-30 z" className={s.brand} />
      <circle cx={32} cy={32} r={13} className={s.lineInk} />
      <path d="M32 19 v26 M21 25 l22 14 M21 39 l22 -14" className={s.lineInk} />
    </>
  ),
  databases: (
    <>
      <path d="M10 14 v36 a22 8 0 0 0 44 0 v-36" className={s.panel} />
      <path d="M10 26 a22 8 0 0 0 44 0 M10 38 a22 8 0 0 0 44 0" className={s.line} />
      <ellipse cx={32} cy={14} rx={22} ry={8} className={s.panel} />
      <ellipse cx={32} cy={14} rx={12} ry={4} className={s.accent} />
    </>
  ),
  'object-storage': (
    <>
      <path d="M8 16 h48 l-6 42 h-36 z" className={s.panel} />
      <ellipse cx={32} cy={16} rx={24} ry={6} className={s.panel} />
      <circle cx={24} cy={36} r={5} className={s.brand} />
      <rect x={32} y={32} width={10} height={10} rx={2} className={s.accent} />
      <path d="M20 48 h24" className={s.line} />
    </>
  ),
  volumes: (
    <>
      {[8, 24, 40].map((y, index) => (
        <g key={y}>
          <rect x={8} y={y} width={48} height={14} rx={4} className={s.panel} />
          <circle cx={46} cy={y + 7} r={3} className={index === 0 ? s.accent : s.brand} />
        </g>
      ))}
    </>
  ),
  'load-balancers': (
    <>
      <circle cx={12} cy={32} r={8} className={s.brand} />
      <path d="M20 32 h8 M28 32 C36 32 36 12 46 12 M28 32 h18 M28 32 C36 32 36 52 46 52" className={s.line} />
      {[12, 32, 52].map((y) => (
        <rect key={y} x={46} y={y - 6} width={14} height={12} rx={3} className={s.accent} />
      ))}
    </>
  ),
  bandwidth: (
    <>
      <path d="M8 22 h44 M42 12 l10 10 l-10 10" className={s.line} />
      <path d="M56 44 h-44 M22 34 l-10 10 l10 10" className={s.lineAccent} />
    </>
  ),
  'app-platform': (
    <>
      <path d="M32 6 l26 12 l-26 12 l-26 -12 z" className={s.brand} />
      <path d="M6 32 l26 12 l26 -12" className={s.line} />
      <path d="M6 46 l26 12 l26 -12" className={s.lineAccent} />
    </>
  ),
  functions: (
    <>
      <rect x={4} y={8} width={56} height={48} rx={8} className={s.panel} />
      <path d="M24 18 c-6 0 -6 4 -6 8 s-2 6 -6 6 c4 0 6 2 6 6 s0 8 6 8" className={s.line} />
      <path d="M40 18 c6 0 6 4 6 8 s2 6 6 6 c-4 0 -6 2 -6 6 s0 8 -6 8" className={s.line} />
      <path d="M28 44 l6 -24 M31 32 l6 12" className={s.lineAccent} />
    </>
  ),
  generic: (
    <>
      <path d="M32 6 l24 12 v28 l-24 12 l-24 -12 v-28 z" className={s.panel} />
      <path d="M8 18 l24 12 l24 -12 M32 30 v28" className={s.line} />
    </>
  ),
};

/** A product's drawing, as the band at the top of its card (decorative). */
export function ProductArt({ kind }: { kind: ProductArtKind }) {
  return (
    <svg viewBox="0 0 240 120" className={s.art} aria-hidden="true" focusable="false" data-product-art={kind}>
      {[30, 60, 90].map((y) =>
        [24, 48, 72, 168, 192, 216].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={2} className={s.dots} />
        )),
      )}
      <circle cx={120} cy={60} r={46} className={s.halo} />
      <g transform="translate(88 28)">{GLYPHS[kind]}</g>
    </svg>
  );
}
