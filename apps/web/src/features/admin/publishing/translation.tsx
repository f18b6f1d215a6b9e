'use client';
// Translations in the post and static-page editors (issue #31): the Language select (each language named in its
// own language), where a saved post or page stands in its family ("Translation of: …" or "Translations: Deutsch
// (draft), …" with links to their editors), "Translate…" into a language the family lacks, and the original shown
// beside a new translation's editor (above it on a phone) so the translator works from it.
import { LANGUAGES, type AdminResource, type AdminSchemas, type Language } from '@reef/core';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import { languageName, statusLabel } from '@/lib/format';
import { useAdminData, type AdminData } from '../kit/use-admin-api';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import { EditorSelectField } from './editor-field';
import type { TranslateFrom } from './translate-from';
import styles from './publishing.module.css';
import translation from './translation.module.css';

/** Another version of a post's or page's family, as the editors' read lists it. */
export type FamilyVersion = { id: number; language: string; slug: string; title: string; state?: string };

/** What a saved post or page says of its family. */
export type TranslatedObject = {
  id: number;
  type: string;
  slug: string;
  language?: string;
  original_id?: number | null;
  translations?: FamilyVersion[];
};

/** The address of the new editor translating `original` into `language`. */
export function translateHref(adminPath: string, original: { type: string; slug: string }, language: string) {
  const query = new URLSearchParams({ translate: `${original.type}/${original.slug}`, language });
  return `${adminPath}/new?${query.toString()}`;
}

/** The Language select: the nine languages, each in its own language. */
export function EditorLanguageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (language: Language) => void;
}) {
  return (
    <EditorSelectField
      id={sliceFieldId('language')}
      label="Language"
      error={error}
      value={value}
      options={LANGUAGES}
      optionLabel={languageName}
      optionLang
      onChange={(language) => onChange(language as Language)}
    />
  );
}

const editHref = (adminPath: string, version: { slug: string }, type: string) =>
  `${adminPath}/${type}/${encodeURIComponent(version.slug)}/edit`;

/** A new translation's fields: the original's, as a draft of its own in `language`, linked to it, no slug yet. */
export function asNewTranslation<T extends object>(fields: T, originalId: number, language: Language) {
  return {
    ...fields,
    slug: '',
    state: 'draft' as const,
    published_at: null,
    language,
    original_id: originalId,
  };
}

/**
 * The editor's language fields: the Language select, then where the item stands among its language versions (the
 * family of a saved one, or the original a new translation is made from), with a problem the API found with either.
 */
export function TranslationFields({
  language,
  saved,
  original,
  adminPath,
  noun,
  problems,
  onLanguage,
}: {
  language: string;
  saved: TranslatedObject | null | undefined;
  original: { type: string; slug: string; title: string; language?: string } | null;
  adminPath: string;
  noun: string;
  problems: { language?: string; original_id?: string };
  onLanguage: (language: Language) => void;
}) {
  return (
    <>
      <EditorLanguageField value={language} error={problems.language} onChange={onLanguage} />
      {saved ? (
        <TranslationFamily saved={saved} adminPath={adminPath} noun={noun} error={problems.original_id} />
      ) : original ? (
        <>
          <p>
            Translation of:{' '}
            <Link href={editHref(adminPath, original, original.type)} lang={original.language}>
              {original.title}
            </Link>
          </p>
          <TranslationLinkError error={problems.original_id} />
        </>
      ) : null}
    </>
  );
}

/**
 * Where a saved post or page stands among its language versions: the original it translates, or its translations
 * with their states, each linked to its editor, and "Translate…" into a language none of them has. A problem the
 * API found with the link (`original_id`) shows here.
 */
export function TranslationFamily({
  saved,
  adminPath,
  noun,
  error,
}: {
  saved: TranslatedObject;
  adminPath: string;
  noun: string;
  error?: string;
}) {
  const versions = saved.translations ?? [];
  const original = saved.original_id ? versions.find((version) => version.id === saved.original_id) : null;
  const taken = new Set([saved.language ?? 'en', ...versions.map((version) => version.language)]);
  const missing = LANGUAGES.filter((language) => !taken.has(language));
  const [language, setLanguage] = useState('');
  const chosen = missing.includes(language as Language) ? language : (missing[0] ?? '');
  const describe = (version: FamilyVersion) =>
    version.state && version.state !== 'published' ? ` (${statusLabel(version.state).toLowerCase()})` : '';

  return (
    <div className={translation.family}>
      {saved.original_id ? (
        <p>
          Translation of:{' '}
          {original ? (
            <Link href={editHref(adminPath, original, saved.type)} lang={original.language}>
              {original.title}
            </Link>
          ) : (
            `the ${noun} #${saved.original_id}`
          )}
        </p>
      ) : versions.length > 0 ? (
        <p>
          Translations:{' '}
          {versions.map((version, index) => (
            <span key={version.id}>
              {index > 0 ? ', ' : ''}
              <Link href={editHref(adminPath, version, saved.type)} lang={version.language}>
                {languageName(version.language)}
              </Link>
              {describe(version)}
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.help}>No translations yet.</p>
      )}
      <TranslationLinkError error={error} />
      {!saved.original_id && missing.length > 0 ? (
        <div className={styles.actions}>
          <label htmlFor="translate-language" className={styles.label}>
            Translate into
          </label>
          <select
            id="translate-language"
            className={styles.select}
            value={chosen}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {missing.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
          <ButtonLink href={translateHref(adminPath, saved, chosen)} variant="secondary">
            Translate…
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

/** A problem with the link to the original, focusable so a refused save can take the focus to it. */
export function TranslationLinkError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p id={sliceFieldId('original_id')} tabIndex={-1} className={styles.error}>
      Translation of: {error}
    </p>
  );
}

/** The original a new translation is made from, loaded once for its prefill and its side-by-side view. */
export function useTranslationSource<Original>(
  resource: AdminResource<string, AdminSchemas>,
  from: TranslateFrom | undefined,
): AdminData<Original | null> {
  return useAdminData(
    from ? `${resource.name}:translate:${from.type}/${from.slug}` : `${resource.name}:none`,
    (api) =>
      from
        ? (api.find(resource, { type: from.type, slug: from.slug }) as Promise<unknown> as Promise<Original>)
        : Promise.resolve(null),
  );
}

/**
 * The editor of a new translation with its original: the original beside the editor on a wide screen, above it on
 * a narrow one, read-only and marked with its language.
 */
export function TranslationSideBySide({
  original,
  hasPreview = false,
  children,
}: {
  original: { title: string; language?: string; content: ReactNode } | null;
  /** The editor has a preview beside its form (a static page): the original takes a narrower column. */
  hasPreview?: boolean;
  children: ReactNode;
}) {
  if (!original) return <>{children}</>;
  const language = original.language ?? 'en';
  return (
    <div className={translation.sideBySide} data-has-preview={hasPreview ? '' : undefined}>
      <section className={translation.original} aria-labelledby="translation-original-heading">
        <h2 id="translation-original-heading" className={styles.groupHeading}>
          Original ({languageName(language)})
        </h2>
        <div lang={language} className={translation.originalText}>
          {original.content}
        </div>
      </section>
      <div className={translation.editor}>{children}</div>
    </div>
  );
}

/** One read-only field of the original: its name and its text, kept as written. */
export function OriginalField({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className={translation.originalField}>
      <h3 className={styles.label}>{label}</h3>
      <p className={translation.originalValue}>{value}</p>
    </div>
  );
}
