'use client';
// Translations in the post, static-page and tutorial editors (issue #31): the Language select (each language named
// in its own language), where a saved item stands in its family ("Translation of: …" or "Translations: Deutsch
// (draft), …" with links to their editors), "Translate…" into a language the family lacks, and the original shown
// beside a new translation's editor (above it on a phone) so the translator works from it. Posts and pages are
// addressed by type and slug; an editor addressed otherwise (tutorials, by id) passes its own `hrefs`.
import { LANGUAGES, type AdminResource, type AdminSchemas, type Language } from '@reef/core';
import Link from '@/components/ui/link';
import { useState, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button/button-link';
import { languageName, statusLabel } from '@/lib/format';
import { useAdminData, type AdminData } from '../kit/use-admin-api';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import { EditorSelectField } from './editor-field';
import type { TranslateFrom } from './translate-from';
import styles from './publishing.module.css';
import translation from './translation.module.css';
import { usePublishingWords } from './publishing-words';

/** Another version of a post's, page's or tutorial's family, as the editors' read lists it. */
export type FamilyVersion = { id: number; language: string; slug: string; title: string; state?: string };

/** What a saved post, page or tutorial says of its family (a tutorial's `translation_of_id` read as `original_id`). */
export type TranslatedObject = {
  id: number;
  type: string;
  slug: string;
  language?: string;
  original_id?: number | null;
  translations?: FamilyVersion[];
};

/** Where the family's links lead: a version's editor, and the new editor translating the saved item. */
export type TranslationHrefs = {
  edit: (version: { id: number; slug: string; type: string }) => string;
  translate: (language: string) => string;
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
  const { words } = usePublishingWords();
  return (
    <EditorSelectField
      id={sliceFieldId('language')}
      label={words.language}
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

/** The links of a post's or page's family: editors by type and slug, under `adminPath`. */
function pathHrefs(adminPath: string, saved: { type: string; slug: string } | null): TranslationHrefs {
  return {
    edit: (version) => editHref(adminPath, version, version.type),
    translate: (language) => (saved ? translateHref(adminPath, saved, language) : adminPath),
  };
}

/**
 * A new translation's fields: the original's, as a draft of its own in `language`, linked to it (by `original_id`,
 * or the key the kind names its link with, a tutorial's `translation_of_id`), no slug yet.
 */
export function asNewTranslation<T extends object, K extends string = 'original_id'>(
  fields: T,
  originalId: number,
  language: Language,
  linkKey: K = 'original_id' as K,
): NewTranslation<T, NoInfer<K>> {
  return {
    ...fields,
    slug: '',
    state: 'draft',
    published_at: null,
    language,
    [linkKey]: originalId,
  } as NewTranslation<T, K>;
}

/** The fields of a new translation: the original's, with the draft's own slug, state, date, language and link. */
export type NewTranslation<T, K extends string = 'original_id'> = Omit<
  T,
  'slug' | 'state' | 'published_at' | 'language' | K
> & { slug: string; state: 'draft'; published_at: null; language: Language } & { [P in K]: number };

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
  languageField,
  hrefs,
  linkErrorId,
}: {
  language: string;
  saved: TranslatedObject | null | undefined;
  original: { id?: number; type: string; slug: string; title: string; language?: string } | null;
  adminPath: string;
  noun: string;
  problems: { language?: string; original_id?: string };
  onLanguage: (language: Language) => void;
  /** The form's own Language control (a form with its own field frame), in place of the editors' select. */
  languageField?: ReactNode;
  hrefs?: TranslationHrefs;
  /** The id of the link's error, when the form's error summary points at another one than the editors'. */
  linkErrorId?: string;
}) {
  const links = hrefs ?? pathHrefs(adminPath, saved ?? null);
  const { words } = usePublishingWords(noun);
  return (
    <>
      {languageField ?? (
        <EditorLanguageField value={language} error={problems.language} onChange={onLanguage} />
      )}
      {saved ? (
        <TranslationFamily
          saved={saved}
          adminPath={adminPath}
          noun={noun}
          error={problems.original_id}
          hrefs={links}
          errorId={linkErrorId}
        />
      ) : original ? (
        <>
          <p>
            {words.translationOf}{' '}
            <Link href={links.edit({ id: original.id ?? 0, ...original })} lang={original.language}>
              {original.title}
            </Link>
          </p>
          <TranslationLinkError error={problems.original_id} id={linkErrorId} />
        </>
      ) : null}
    </>
  );
}

/**
 * Where a saved post, page or tutorial stands among its language versions: the original it translates, or its
 * translations with their states, each linked to its editor, and "Translate…" into a language none of them has. A
 * problem the API found with the link (`original_id`) shows here.
 */
export function TranslationFamily({
  saved,
  adminPath,
  noun,
  error,
  hrefs,
  errorId,
}: {
  saved: TranslatedObject;
  adminPath: string;
  noun: string;
  error?: string;
  hrefs?: TranslationHrefs;
  errorId?: string;
}) {
  const links = hrefs ?? pathHrefs(adminPath, saved);
  const versions = saved.translations ?? [];
  const original = saved.original_id ? versions.find((version) => version.id === saved.original_id) : null;
  const taken = new Set([saved.language ?? 'en', ...versions.map((version) => version.language)]);
  const missing = LANGUAGES.filter((language) => !taken.has(language));
  const [language, setLanguage] = useState('');
  const chosen = missing.includes(language as Language) ? language : (missing[0] ?? '');
  const { words, say } = usePublishingWords(noun);
  const stateWords: Record<string, string> = {
    draft: words.famDraft,
    trashed: words.famTrashed,
    unlisted: words.famUnlisted,
    deprecated: words.famDeprecated,
  };
  const describe = (version: FamilyVersion) =>
    version.state && version.state !== 'published'
      ? ` (${stateWords[version.state] ?? statusLabel(version.state).toLowerCase()})`
      : '';

  return (
    <div className={translation.family}>
      {saved.original_id ? (
        <p>
          {words.translationOf}{' '}
          {original ? (
            <Link href={links.edit({ ...original, type: saved.type })} lang={original.language}>
              {original.title}
            </Link>
          ) : (
            say('theNounId', { id: saved.original_id })
          )}
        </p>
      ) : versions.length > 0 ? (
        <p>
          {words.translations}{' '}
          {versions.map((version, index) => (
            <span key={version.id}>
              {index > 0 ? ', ' : ''}
              <Link href={links.edit({ ...version, type: saved.type })} lang={version.language}>
                {languageName(version.language)}
              </Link>
              {describe(version)}
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.help}>{words.noTranslations}</p>
      )}
      <TranslationLinkError error={error} id={errorId} />
      {!saved.original_id && missing.length > 0 ? (
        <div className={styles.actions}>
          <label htmlFor="translate-language" className={styles.label}>
            {words.translateInto}
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
          <ButtonLink href={links.translate(chosen)} variant="secondary">
            {words.translate}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

/** A problem with the link to the original, focusable so a refused save can take the focus to it. */
export function TranslationLinkError({ error, id }: { error?: string; id?: string }) {
  const { words } = usePublishingWords();
  if (!error) return null;
  return (
    <p id={id ?? sliceFieldId('original_id')} tabIndex={-1} className={styles.error}>
      {words.translationOf} {error}
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
  const { say } = usePublishingWords();
  if (!original) return <>{children}</>;
  const language = original.language ?? 'en';
  return (
    <div className={translation.sideBySide} data-has-preview={hasPreview ? '' : undefined}>
      <section className={translation.original} aria-labelledby="translation-original-heading">
        <h2 id="translation-original-heading" className={styles.groupHeading}>
          {say('original', { language: languageName(language) })}
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
