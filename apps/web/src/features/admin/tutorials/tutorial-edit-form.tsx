'use client';
// /community/admin/tutorials/{id}/edit (MANAGE_TUTORIALS): every field an editor changes — title, description, slug,
// type, language, state (only the moves the status-transition table allows), the original it translates, tags and
// body — with its language versions ("Translations: Deutsch (draft)", linked) and "Translate…" into a language the
// family lacks (issue #31), checked with the API's own zod schema first, the API's 4xx shown at each field, a
// warning before unsaved changes are lost, toasts, and the object's `updated_at` sent as If-Match so that a second
// editor saving over the first gets a conflict instead of silently overwriting it.
import { getTutorialForEditing, HttpError, updateTutorial, type Tutorial } from '@reef/client';
import {
  adminContentPath,
  statusTargets,
  tutorialUpdateBody,
  type Language,
  type TutorialSubtype,
} from '@reef/core';
import Link from '@/components/ui/link';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Field,
  FormErrorSummary,
  useAdminApi,
  useAdminData,
  useAdminToast,
  useFormErrors,
  useUnsavedChanges,
} from '@/features/admin/kit';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { sessionActor } from '@/features/auth/session-provider';
import { LanguageField, SelectField } from '@/features/content-form/fields';
import admin from '../kit/admin.module.css';
import { TranslationFields } from '../publishing/translation';
import { TutorialFormFields } from './tutorial-form-fields';
import { TutorialLoadFailure } from './tutorial-load-failure';
import { stateEffect, stateLabel, TUTORIAL_STATES, type TutorialState } from './tutorial-states';
import { fillIn } from '../generic/words';
import type { TutorialFormWords } from './tutorial-words';
import { ADMIN_TUTORIALS_PATH, TAKEN_LANGUAGE, tutorialFamily, tutorialHrefs } from './tutorial-translation';

/** What the form edits. */
export type TutorialFields = {
  title: string;
  description: string;
  slug: string;
  sub_type: TutorialSubtype;
  language: Language;
  state: TutorialState;
  translation_of_id: string;
  tags: string[];
  body: string;
};

/** The form's values for a loaded tutorial. */
export function fieldsOf(tutorial: Tutorial): TutorialFields {
  return {
    title: tutorial.title,
    description: tutorial.description,
    slug: tutorial.slug,
    sub_type: tutorial.sub_type,
    language: tutorial.language,
    state: tutorial.state,
    translation_of_id: tutorial.translation_of_id === null ? '' : String(tutorial.translation_of_id),
    tags: tutorial.tags.map((tag) => tag.name),
    body: tutorial.body_markdown ?? '',
  };
}

/** Only what changed, as the PATCH body's fields (an unchanged form sends nothing). */
export function changedFields(before: TutorialFields, after: TutorialFields): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof TutorialFields)[]) {
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (key === 'translation_of_id') changes[key] = now === '' ? null : Number(now);
    else changes[key] = now;
  }
  return changes;
}

/** The fields' names in the error summary. */
function labelsOf(w: TutorialFormWords['form']): Record<string, string> {
  return {
    title: w.title,
    description: w.description,
    slug: w.slug,
    sub_type: w.type,
    language: w.language,
    state: w.state,
    translation_of_id: w.translationOf,
  };
}

/**
 * The states of a tutorial's other language versions, read from each one's editor read when the tutorial's own read
 * does not carry them (its `translations` name id, slug, title and language): a family has at most eight others.
 */
function useFamilyStates(tutorial: Tutorial | undefined): ReadonlyMap<number, string> {
  const missing = (tutorial?.translations ?? []).filter((version) => !('state' in version));
  const ids = missing.map((version) => version.id);
  const states = useAdminData(`tutorial-family-states ${ids.join(',')}`, async (api) => {
    const read = await Promise.all(
      ids.map((versionId) =>
        getTutorialForEditing(api.ctx, versionId).then(
          (version) => [versionId, version.state] as const,
          () => null,
        ),
      ),
    );
    return new Map(read.filter((entry) => entry !== null));
  });
  return states.data ?? new Map();
}

/** The admin edit form of the tutorial `id`. */
export function TutorialEditForm({ id, words }: { id: string; words: TutorialFormWords }) {
  const w = words.form;
  const member = useAdminMember();
  const actor = sessionActor(member);
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const formId = useId();
  const form = useFormErrors();
  const loaded = useAdminData(`tutorial-edit ${id}`, (adminApi) => getTutorialForEditing(adminApi.ctx, id));
  const [base, setBase] = useState<{ tutorial: Tutorial; fields: TutorialFields } | null>(null);
  const [values, setValues] = useState<TutorialFields | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const familyStates = useFamilyStates(loaded.data);

  useEffect(() => {
    if (!loaded.data) return;
    const fields = fieldsOf(loaded.data);
    setBase({ tutorial: loaded.data, fields });
    setValues(fields);
  }, [loaded.data]);

  const isDirty = Boolean(base && values && Object.keys(changedFields(base.fields, values)).length > 0);
  useUnsavedChanges(isDirty && !isSaving);

  if (loaded.error)
    return (
      <TutorialLoadFailure id={id} error={loaded.error} title={w.editPageTitle} words={words.loadFailure} />
    );
  if (!base || !values) {
    return (
      <>
        <AdminPageHeading title={w.editPageTitle} />
        <p role="status">{w.loading}</p>
      </>
    );
  }

  const { tutorial } = base;
  const subject = { type: 'tutorial' as const, ownerId: tutorial.author?.id ?? null, status: tutorial.state };
  const stateOptions = TUTORIAL_STATES.filter(
    (state) => state === tutorial.state || statusTargets(actor, subject).includes(state),
  );
  const set =
    <K extends keyof TutorialFields>(key: K) =>
    (value: TutorialFields[K]) =>
      setValues((current) => (current ? { ...current, [key]: value } : current));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(base.fields, values);
    if (Object.keys(changes).length === 0) {
      toast.success(w.nothingToSave);
      return;
    }
    const body = { tutorial: changes };
    if (!form.check(tutorialUpdateBody, body)) return;
    if (
      changes.language !== undefined &&
      changes.translation_of_id === undefined &&
      tutorial.translations.some((version) => version.language === changes.language)
    ) {
      // Another version of its family is in that language already: one version per language (issue #31).
      form.fromFieldErrors({ language: TAKEN_LANGUAGE });
      return;
    }
    form.clear();
    setIsSaving(true);
    try {
      const saved = await updateTutorial(api.ctx, tutorial.id, body, {
        expectedUpdatedAt: tutorial.updated_at,
      });
      const fields = fieldsOf(saved);
      setBase({ tutorial: saved, fields });
      setValues(fields);
      toast.success(fillIn(w.saved, { title: saved.title }));
      router.push(adminContentPath('tutorial', saved.id));
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      form.fromApiError(error);
      toast.error(w.notSaved, error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={fillIn(w.editTitle, { title: tutorial.title })}
        crumbs={[{ label: tutorial.title, href: adminContentPath('tutorial', tutorial.id) }]}
      />
      {conflict ? (
        <div role="alert" className={admin.conflict}>
          <p>{w.conflict}</p>
          <Button size="small" variant="secondary" onClick={() => loaded.reload()}>
            {w.loadTheirs}
          </Button>
        </div>
      ) : null}
      <form id={formId} onSubmit={handleSubmit} noValidate aria-labelledby={`${formId}-heading`}>
        <h2 id={`${formId}-heading`} className="visually-hidden">
          {w.fields}
        </h2>
        <FormErrorSummary formId={formId} errors={form.errors} labels={labelsOf(w)} />
        <TutorialFormFields
          formId={formId}
          values={values}
          set={set}
          errorOf={form.of}
          slugHelp={w.slugHelpEdit}
          words={words}
        >
          <TranslationFields
            language={values.language}
            saved={tutorialFamily(tutorial, familyStates)}
            original={null}
            adminPath={ADMIN_TUTORIALS_PATH}
            noun="tutorial"
            problems={{}}
            onLanguage={set('language')}
            hrefs={tutorialHrefs(tutorial)}
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
          <SelectField
            Field={Field}
            formId={formId}
            name="state"
            label={w.state}
            help={stateEffect(values.state, words)}
            options={stateOptions}
            optionLabel={(state) => stateLabel(state, words)}
            value={values.state}
            onChange={set('state')}
            error={form.of('state')}
          />
          <Field
            formId={formId}
            name="translation_of_id"
            label={w.translationOfLabel}
            help={w.translationOfHelp}
            error={form.of('translation_of_id')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                value={values.translation_of_id}
                onChange={(event) => set('translation_of_id')(event.target.value.trim())}
              />
            )}
          </Field>
        </TutorialFormFields>
        <div className={admin.formActions}>
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.saving}>
            {w.saveChanges}
          </Button>
          <Link href={adminContentPath('tutorial', tutorial.id)}>{w.cancel}</Link>
        </div>
      </form>
    </>
  );
}
