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

const LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  slug: 'Slug',
  sub_type: 'Type',
  language: 'Language',
  translation_of_id: 'Translation of',
  tags: 'Tags',
  body: 'Body',
};

/** The new-tutorial editor; the translation of another tutorial when `translateFrom` names one (`type` tutorial). */
export function TutorialNewForm({ translateFrom }: { translateFrom?: TranslateFrom }) {
  const from = translateFrom?.type === 'tutorial' ? translateFrom : undefined;
  const source = useAdminData(`tutorial-translate ${from?.slug ?? ''}`, (api) =>
    from ? getTutorialForEditing(api.ctx, from.slug) : Promise.resolve(null),
  );

  if (translateFrom && !from) {
    return <NewTutorialProblem>Only a tutorial can be translated in the tutorial editor.</NewTutorialProblem>;
  }
  if (from && source.error) {
    return (
      <NewTutorialProblem>
        The tutorial to translate could not be loaded. It may not exist; go back to its editor and try again.
      </NewTutorialProblem>
    );
  }
  if (from && !source.data) {
    return (
      <>
        <AdminPageHeading title="New translation" />
        <p role="status">Loading the tutorial to translate…</p>
      </>
    );
  }
  const original = source.data ?? null;
  if (original && original.translation_of_id !== null) {
    // The API links a translation of a translation to the first original; the editor says so before any work.
    return (
      <NewTutorialProblem>
        “{original.title}” is itself a translation.{' '}
        <Link href={adminContentEditPath('tutorial', original.translation_of_id)}>Open its original</Link> and
        translate from there.
      </NewTutorialProblem>
    );
  }
  return (
    <NewTutorialEditor
      key={original ? `${original.id} ${from?.language}` : 'new'}
      original={original}
      language={(from?.language as Language | undefined) ?? 'en'}
    />
  );
}

function NewTutorialProblem({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AdminPageHeading title="New translation" />
      <p role="alert">{children}</p>
      <p>
        <Link href={ADMIN_TUTORIALS_PATH}>Back to the tutorials</Link>
      </p>
    </>
  );
}

function NewTutorialEditor({ original, language }: { original: Tutorial | null; language: Language }) {
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
      toast.success(`Saved “${saved.title}” as a draft.`);
      router.push(adminContentPath('tutorial', saved.id));
    } catch (error) {
      form.fromApiError(error);
      toast.error('The tutorial was not saved.', error);
    } finally {
      setIsSaving(false);
    }
  };

  const title = original ? 'New translation' : 'New tutorial';
  return (
    <>
      <AdminPageHeading
        title={title}
        lede={
          original
            ? `A translation of “${original.title}” into ${languageName(language)}, written from the original beside it.`
            : 'A tutorial written in markdown, saved as a draft.'
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
                    <OriginalField label="Title" value={original.title} />
                    <OriginalField label="Description" value={original.description} />
                    <OriginalField label="Body" value={original.body_markdown} />
                  </>
                ),
              }
            : null
        }
      >
        <form id={formId} onSubmit={handleSubmit} noValidate aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`} className="visually-hidden">
            {original ? 'Translation fields' : 'Tutorial fields'}
          </h2>
          <FormErrorSummary formId={formId} errors={form.errors} labels={LABELS} />
          <TutorialFormFields
            formId={formId}
            values={values}
            set={set}
            errorOf={form.of}
            slugHelp="The last part of its address; made from the title when empty."
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
            <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel="Saving…">
              Save draft
            </Button>
            <Link href={original ? adminContentEditPath('tutorial', original.id) : ADMIN_TUTORIALS_PATH}>
              Cancel
            </Link>
          </div>
        </form>
      </TranslationSideBySide>
    </>
  );
}
