'use client';
// /community/admin/tutorials/new (MANAGE_TUTORIALS): a new tutorial in the admin editor. Opened by "Translate…" on a
// tutorial's editor (`?translate=tutorial/{id}&language=de`, issue #31) it starts as the translation of that tutorial:
// prefilled from the original (title, description, type, tags, body), linked to it, and shown beside it (above it on
// a phone) so the translator works from it. Only a language the family lacks may be chosen; the API's refusals (an
// unknown original, a language or link it will not take) show at their field, and the save makes a draft.
import { createTutorial, getTutorialForEditing, type Tutorial } from '@reef/client';
import { adminContentEditPath, adminContentPath, tutorialCreateBody, type Language } from '@reef/core';
import Link from '@/components/ui/link';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Field,
  FormErrorSummary,
  fieldId,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useFormErrors,
  useUnsavedChanges,
} from '@/features/admin/kit';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { LanguageField } from '@/features/content-form/fields';
import { languageName } from '@/lib/format';
import admin from '../kit/admin.module.css';
import { OriginalField, TranslationFields, TranslationSideBySide } from '../publishing/translation';
import type { TranslateFrom } from '../publishing/translate-from';
import { TutorialFormFields } from './tutorial-form-fields';
import { fillIn, fillInNodes } from '../generic/words';
import type { TutorialFormWords } from './tutorial-words';
import {
  ADMIN_TUTORIALS_PATH,
  EMPTY_TUTORIAL,
  newTutorialBody,
  TAKEN_LANGUAGE,
  takenLanguages,
  tutorialHrefs,
  tutorialTranslationOf,
  type NewTutorialFields,
} from './tutorial-translation';

/** The fields' names in the error summary. */
function labelsOf(w: TutorialFormWords['form']): Record<string, string> {
  return {
    title: w.title,
    description: w.description,
    slug: w.slug,
    sub_type: w.type,
    language: w.language,
    translation_of_id: w.translationOf,
    tags: w.tags,
    body: w.body,
  };
}

/** The new-tutorial editor; the translation of another tutorial when `translateFrom` names one (`type` tutorial). */
export function TutorialNewForm({
  translateFrom,
  words,
}: {
  translateFrom?: TranslateFrom;
  words: TutorialFormWords;
}) {
  const w = words.form;
  const from = translateFrom?.type === 'tutorial' ? translateFrom : undefined;
  const source = useAdminData(`tutorial-translate ${from?.slug ?? ''}`, (api) =>
    from ? getTutorialForEditing(api.ctx, from.slug) : Promise.resolve(null),
  );

  if (translateFrom && !from) {
    return <NewTutorialProblem words={words}>{w.onlyTutorial}</NewTutorialProblem>;
  }
  if (from && source.error) {
    return <NewTutorialProblem words={words}>{w.sourceError}</NewTutorialProblem>;
  }
  if (from && !source.data) {
    return (
      <>
        <AdminPageHeading title={w.newTranslation} />
        <p role="status">{w.loadingSource}</p>
      </>
    );
  }
  const original = source.data ?? null;
  if (original && original.translation_of_id !== null) {
    // The API links a translation of a translation to the first original; the editor says so before any work.
    return (
      <NewTutorialProblem words={words}>
        {fillInNodes(w.isTranslation, {
          title: original.title,
          link: (
            <Link href={adminContentEditPath('tutorial', original.translation_of_id)}>{w.openOriginal}</Link>
          ),
        })}
      </NewTutorialProblem>
    );
  }
  return (
    <NewTutorialEditor
      key={original ? `${original.id} ${from?.language}` : 'new'}
      original={original}
      language={(from?.language as Language | undefined) ?? 'en'}
      words={words}
    />
  );
}

function NewTutorialProblem({ children, words }: { children: React.ReactNode; words: TutorialFormWords }) {
  return (
    <>
      <AdminPageHeading title={words.form.newTranslation} />
      <p role="alert">{children}</p>
      <p>
        <Link href={ADMIN_TUTORIALS_PATH}>{words.form.back}</Link>
      </p>
    </>
  );
}

function NewTutorialEditor({
  original,
  language,
  words,
}: {
  original: Tutorial | null;
  language: Language;
  words: TutorialFormWords;
}) {
  const w = words.form;
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const formId = useId();
  const form = useFormErrors();
  const start = useRef(original ? tutorialTranslationOf(original, language) : EMPTY_TUTORIAL);
  const [values, setValues] = useState<NewTutorialFields>(start.current);
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const isDirty = JSON.stringify(values) !== JSON.stringify(start.current);
  useUnsavedChanges(isDirty && !isSaving && !isSaved);

  // The translator starts with the title: the focus goes there once the editor opens with the original beside it.
  useEffect(() => {
    if (original) document.getElementById(fieldId(formId, 'title'))?.focus();
  }, [original, formId]);

  const set =
    <K extends keyof NewTutorialFields>(key: K) =>
    (value: NewTutorialFields[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const taken = original ? takenLanguages(original) : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = newTutorialBody(values);
    if (!form.check(tutorialCreateBody, body)) return;
    if (taken?.has(values.language)) {
      // The family has this language already: one translation per language (issue #31).
      form.fromFieldErrors({ language: TAKEN_LANGUAGE });
      return;
    }
    form.clear();
    setIsSaving(true);
    try {
      const saved = await createTutorial(api.ctx, body);
      setIsSaved(true);
      toast.success(fillIn(w.savedDraft, { title: saved.title }));
      router.push(adminContentPath('tutorial', saved.id));
    } catch (error) {
      form.fromApiError(error);
      toast.error(w.notSaved, error);
    } finally {
      setIsSaving(false);
    }
  };

  const title = original ? w.newTranslation : w.newPageTitle;
  return (
    <>
      <AdminPageHeading
        title={title}
        lede={
          original
            ? fillIn(w.ledeTranslation, { title: original.title, language: languageName(language) })
            : w.ledeNew
        }
        crumbs={
          original ? [{ label: original.title, href: adminContentPath('tutorial', original.id) }] : undefined
        }
      />
      <TranslationSideBySide
        original={
          original
            ? {
                title: original.title,
                language: original.language,
                content: (
                  <>
                    <OriginalField label={w.title} value={original.title} />
                    <OriginalField label={w.description} value={original.description} />
                    <OriginalField label={w.body} value={original.body_markdown} />
                  </>
                ),
              }
            : null
        }
      >
        <form id={formId} onSubmit={handleSubmit} noValidate aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`} className="visually-hidden">
            {original ? w.translationFields : w.fields}
          </h2>
          <FormErrorSummary formId={formId} errors={form.errors} labels={labelsOf(w)} />
          <TutorialFormFields
            formId={formId}
            values={values}
            set={set}
            errorOf={form.of}
            slugHelp={w.slugHelpNew}
            words={words}
          >
            <TranslationFields
              language={values.language}
              saved={null}
              original={original ? { ...original, type: 'tutorial' } : null}
              adminPath={ADMIN_TUTORIALS_PATH}
              noun="tutorial"
              problems={{ original_id: form.of('translation_of_id') }}
              onLanguage={set('language')}
              hrefs={tutorialHrefs(original)}
              linkErrorId={fieldId(formId, 'translation_of_id')}
              languageField={
                <LanguageField
                  Field={Field}
                  formId={formId}
                  value={values.language}
                  onChange={set('language')}
                  error={form.of('language')}
                />
              }
            />
          </TutorialFormFields>
          <div className={admin.formActions}>
            <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.saving}>
              {w.saveDraft}
            </Button>
            <Link href={original ? adminContentEditPath('tutorial', original.id) : ADMIN_TUTORIALS_PATH}>
              {w.cancel}
            </Link>
          </div>
        </form>
      </TranslationSideBySide>
    </>
  );
}
