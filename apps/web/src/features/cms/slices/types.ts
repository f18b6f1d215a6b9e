import type { slice } from '@reef/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CmsWords } from '../words';

/** A slice as the API takes and serves it (@reef/core's `slice`): its kind, its own fields and its repeated items. */
export type SliceInput = z.input<typeof slice>;

/** Where a slice sits on its page: the ids its headings use and the level of its main heading. */
export type SliceContext = {
  /** Unique on the page (`slice-2`): the slice's section id and the prefix of ids inside it. */
  id: string;
  /** 1 when the slice is the page's title (a hero first on the page), else 2. */
  headingLevel: 1 | 2;
  /** The band the template puts the slice on, so a slice can pick readable colours. */
  tone: 'default' | 'muted' | 'dark';
  /** The slices' own fixed texts in the page's language. */
  words: CmsWords;
};

/** The kind of control an editor fills a slice field with. */
export type SliceFieldKind = 'text' | 'textarea' | 'markdown' | 'url' | 'image' | 'boolean' | 'date';

/** One field of a slice's primary fields or of its items, as the admin slice form shows it. */
export type SliceFieldSpec = { key: string; label: string; kind: SliceFieldKind; help?: string };

/** The fields editors fill in: the slice's own, and those of each repeated item (none: the slice has no items). */
export type SliceFields = {
  primary: SliceFieldSpec[];
  items?: { label: string; fields: SliceFieldSpec[] };
};

/** One slice type: the schema of its fields and the component that shows them (pure: props in, no data fetching). */
export type SliceDefinition<T = unknown> = {
  /** The slice types it renders (a legacy name and its current one share a component). */
  types: readonly string[];
  /** A name for the admin and the docs. */
  label: string;
  /** The name of a type that shows differently from `label` (a legacy name: `herotext` is "Hero (text)"). */
  typeLabels?: Readonly<Record<string, string>>;
  /** What editors fill in, with the control of each field (the admin's slice form reads it). */
  fields: SliceFields;
  schema: z.ZodType<T>;
  Component: (props: { data: T; context: SliceContext }) => ReactNode;
  /** The slice's heading, for a template's "On this page" list. */
  headingOf?: (data: T, words: CmsWords) => string | undefined;
  /** A hero: when it opens a page it carries the page's h1. */
  isHero?: boolean;
};

/** Declares a slice type with its data type inferred from the schema. */
export function defineSlice<S extends z.ZodType>(
  definition: Omit<SliceDefinition<z.output<S>>, 'schema'> & { schema: S },
): SliceDefinition<z.output<S>> {
  return definition as SliceDefinition<z.output<S>>;
}
