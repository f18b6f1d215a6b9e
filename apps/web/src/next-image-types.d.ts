// Next.js's types for imported images and SVG files (`import sprite from './icons.svg'`). next-env.d.ts references
// them too, but it is written by `next build` and not committed, so the type check of a fresh clone needs this.
/// <reference types="next/image-types/global" />
