'use client';
// The fields the admin tutorial editors share — title, description, slug, type, then the editor's own language and
// state fields, then tags and body — written once for the edit form and the new-tutorial (translation) form.
import type { Language, TutorialSubtype } from '@reef/core';
import type { ReactNode } from 'react';
import { Field } from '@/features/admin/kit';
import { DescriptionField, SubtypeField, TitleField } from '@/features/content-form/fields';
import { MarkdownEditor } from '@/features/editor/markdown-editor';
import { TagPicker } from '@/features/editor/tag-picker';
import type { TutorialFormWords } from './tutorial-words';

/** The fields both editors hold. */
export type CommonTutorialFields = {
  title: string;
  description: string;
  slug: string;
  sub_type: TutorialSubtype;
  language: Language;
  tags: string[];
  body: string;
};

const MAX_TAGS = 10;

/** Title, description, slug and type; `children` (language, state, translation); tags and body. */
export function TutorialFormFields<F extends CommonTutorialFields>({
  formId,
  values,
  set,
  errorOf,
  slugHelp,
  words,
  children,
}: {
  formId: string;
  values: F;
  set: <K extends keyof F>(key: K) => (value: F[K]) => void;
  errorOf: (name: string) => string | undefined;
  slugHelp: string;
  words: TutorialFormWords;
  children: ReactNode;
}) {
  return (
    <>
      <TitleField
        Field={Field}
        formId={formId}
        required
        label={words.form.title}
        value={values.title}
        onChange={set('title') as (value: string) => void}
        error={errorOf('title')}
      />
      <DescriptionField
        Field={Field}
        formId={formId}
        value={values.description}
        onChange={set('description') as (value: string) => void}
        error={errorOf('description')}
        label={words.form.description}
        help={words.form.descriptionHelp}
      />
      <Field formId={formId} name="slug" label={words.form.slug} help={slugHelp} error={errorOf('slug')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            value={values.slug}
            onChange={(event) => (set('slug') as (value: string) => void)(event.target.value)}
          />
        )}
      </Field>
      <SubtypeField
        Field={Field}
        formId={formId}
        name="sub_type"
        label={words.form.type}
        words={words.subtypes}
        value={values.sub_type}
        onChange={set('sub_type') as (value: TutorialSubtype) => void}
        error={errorOf('sub_type')}
      />
      {children}
      <TagPicker
        value={values.tags}
        onChange={set('tags') as (value: string[]) => void}
        max={MAX_TAGS}
        error={errorOf('tags')}
      />
      <MarkdownEditor
        label={words.form.body}
        value={values.body}
        onChange={set('body') as (value: string) => void}
        rows={20}
        error={errorOf('body')}
        isRequired
      />
    </>
  );
}
