'use client';
// Translations in the generic admin forms (issue #31): a global content block or a marketing form has a `language`
// and an `original_id` field, which its screens draw with the editors' TranslationFields (the Language select, the
// family of a saved object, "Translate…"), and a new translation (`new?translate=global_content/12&language=de`)
// starts from its original's values through asNewTranslation.
import { LANGUAGES, type AdminField, type AdminResource, type Language } from '@reef/core';
import { useEffect, useState, type ReactNode } from 'react';
import { languageName } from '@/lib/format';
import { fieldId } from '../kit/field';
import { useAdminData } from '../kit/use-admin-api';
import { toFormValue, type FormValues } from '../generic/form-values';
import type { AdminItem, FieldRenderProps } from '../generic/screen-types';
import { EditorSelectField } from './editor-field';
import { translateFromQuery, type TranslateFrom } from './translate-from';
import {
  asNewTranslation,
  translateHref,
  TranslationFamily,
  TranslationFields,
  TranslationLinkError,
  type FamilyVersion,
  type TranslatedObject,
  type TranslationHrefs,
} from './translation';
import { usePublishingWords } from './publishing-words';

/** How a generic section names its objects and what a new translation copies of its original. */
export type GenericTranslation = {
  resource: AdminResource;
  /** "block", "form": how the family line names an original it cannot show. */
  noun: string;
  /** An object's name in the family line (a block's key, a form's title). */
  nameOf: (item: Record<string, unknown>) => string;
  /** The original's values a new translation starts from (before asNewTranslation marks it a draft in `language`). */
  startFrom: (original: AdminItem, language: Language) => Record<string, unknown>;
};

/**
 * The `language` and `original_id` fields of a generic form, drawn as the editors' translation fields; other
 * fields are left to the form (undefined).
 */
export function renderTranslationField(
  translation: GenericTranslation,
  field: AdminField,
  props: FieldRenderProps,
): ReactNode | undefined {
  if (field.name === 'language') return <GenericTranslationFields translation={translation} {...props} />;
  // The link has no control of its own: the family line says it, and a problem the API found shows here.
  if (field.name === 'original_id')
    return <TranslationLinkError error={props.error} id={fieldId(props.formId, field.name)} />;
  return undefined;
}

/** The links of a generic object's family: editors by id, and the new page translating `item`. */
function familyHrefs(resource: AdminResource, item: AdminItem | undefined): TranslationHrefs {
  return {
    edit: (version) => `${resource.href}/${version.id}/edit`,
    translate: (language) =>
      item
        ? translateHref(resource.href, { type: resource.name, slug: String(item.id) }, language)
        : resource.href,
  };
}

/**
 * The object's admin page: its family where the link field would show (with "Translate…"), its language by name;
 * other fields are left to the page (undefined).
 */
export function renderTranslationDetail(
  translation: GenericTranslation,
  field: AdminField,
  item: AdminItem,
): ReactNode | undefined {
  if (field.name !== 'original_id') return undefined;
  return (
    <TranslationFamily
      saved={familyOf(translation, item)}
      adminPath={translation.resource.href}
      noun={translation.noun}
      hrefs={familyHrefs(translation.resource, item)}
    />
  );
}

/** `?translate=global_content/12&language=de` of the new page, read once in the browser. */
function useTranslateFrom(isNew: boolean): TranslateFrom | undefined {
  const [from, setFrom] = useState<TranslateFrom | undefined>(undefined);
  useEffect(() => {
    if (!isNew) return;
    const query = new URLSearchParams(window.location.search);
    setFrom(
      translateFromQuery({
        translate: query.get('translate') ?? undefined,
        language: query.get('language') ?? undefined,
      }),
    );
  }, [isNew]);
  return from;
}

/** The editors' family line of a generic object: its versions named by `nameOf`, linked to their edit pages. */
function familyOf(translation: GenericTranslation, item: AdminItem): TranslatedObject {
  const versions = (item.translations ?? []) as (Record<string, unknown> & {
    id: number;
    language: string;
  })[];
  return {
    id: item.id,
    type: translation.resource.name,
    slug: String(item.id),
    language: typeof item.language === 'string' ? item.language : 'en',
    original_id: typeof item.original_id === 'number' ? item.original_id : null,
    translations: versions.map((version): FamilyVersion => ({
      id: version.id,
      language: version.language,
      slug: String(version.id),
      title: translation.nameOf(version),
      state: typeof version.state === 'string' ? version.state : undefined,
    })),
  };
}

function GenericTranslationFields({
  translation,
  formId,
  value,
  values,
  error,
  item,
  onChange,
  onChangeValues,
}: FieldRenderProps & { translation: GenericTranslation }) {
  const { resource } = translation;
  const language = usePublishingWords().words.language;
  const from = useTranslateFrom(!item);
  const source = useAdminData(
    from ? `${resource.name}:translate:${from.slug}` : `${resource.name}:none`,
    (api) => (from ? (api.find(resource, from.slug) as Promise<AdminItem>) : Promise.resolve(null)),
  );
  const original = source.data ?? null;
  const isStarted = values.original_id !== '';

  // A new translation starts once from its original's values, as a draft in the asked language.
  useEffect(() => {
    if (!from || !original || isStarted) return;
    const language = from.language as Language;
    const start = asNewTranslation(translation.startFrom(original, language), original.id, language);
    const next: FormValues = {};
    for (const field of resource.fields)
      if (field.name in start)
        next[field.name] = toFormValue(field, (start as Record<string, unknown>)[field.name]);
    onChangeValues?.(next);
  }, [from, original, isStarted, translation, resource, onChangeValues]);

  const hrefs = familyHrefs(resource, item);
  return (
    <TranslationFields
      language={String(value || 'en')}
      saved={item ? familyOf(translation, item) : null}
      original={
        !item && original && isStarted
          ? {
              id: original.id,
              type: resource.name,
              slug: String(original.id),
              title: translation.nameOf(original),
              language: typeof original.language === 'string' ? original.language : 'en',
            }
          : null
      }
      adminPath={resource.href}
      noun={translation.noun}
      problems={{}}
      onLanguage={onChange}
      hrefs={hrefs}
      languageField={
        <EditorSelectField
          id={fieldId(formId, 'language')}
          label={language}
          error={error}
          value={String(value || 'en')}
          options={LANGUAGES}
          optionLabel={languageName}
          optionLang
          onChange={onChange}
        />
      }
    />
  );
}
