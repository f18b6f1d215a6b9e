'use client';
// The generic create/edit form of a resource descriptor: its fields, checked with the API's own zod schema before
// sending, the API's 4xx field errors shown at each field, an unsaved-changes warning, toasts, and optimistic
// concurrency — an edit sends the `updated_at` it loaded (If-Match), and when another admin saved first the form
// says so and offers their version or saving over it, never a silent overwrite.
import { HttpError } from '@reef/client';
import { useRouter } from '@/i18n/use-router';
import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useAdminMember } from '../shell/admin-gate';
import { FormErrorSummary, useFormErrors } from '../kit/field';
import { useAdminApi } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import { FieldInput } from './field-input';
import {
  bodyFields,
  FieldValueError,
  initialValues,
  isDirty,
  type FormValue,
  type FormValues,
} from './form-values';
import type { AdminItem, ResourceScreens } from './screens';
import styles from './generic.module.css';
import { useGenericWords } from './generic-words';
import { useSectionWords } from './section-words';
import { fillIn } from './words';

/** Whether an API failure is the edit conflict of optimistic concurrency. */
export function isEditConflict(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { error?: { code?: string } }).error?.code === 'edit_conflict';
  } catch {
    return false;
  }
}

/** Inputs of ResourceForm. */
export type ResourceFormProps = {
  screens: ResourceScreens;
  /** The object being edited; none on create. */
  item?: AdminItem;
  /** Called with the saved object (default: go to its admin page). */
  onSaved?: (item: AdminItem) => void;
};

/** Create or edit one object of a resource. */
export function ResourceForm({ screens, item, onSaved }: ResourceFormProps) {
  const { resource } = screens;
  const { messages, say, field: fieldText } = useGenericWords(resource);
  const problemWords = useSectionWords().problems;
  const mode = item ? 'edit' : 'create';
  const formId = useId().replace(/:/g, '');
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const member = useAdminMember();
  const form = useFormErrors();
  const fields = useMemo(() => {
    // An edit offers the fields of the update body; the others (a token's secret, a key fixed at creation) stay.
    const update = resource.schemas.update?.shape[resource.wrapper] as
      { shape?: Record<string, unknown> } | undefined;
    return resource.fields.filter(
      (field) =>
        field.input !== 'members' &&
        (mode === 'create' || Boolean(update?.shape && field.name in update.shape)),
    );
  }, [resource, mode]);

  const startFrom = (object?: AdminItem) =>
    initialValues(fields, object ? (screens.formValues?.(object) ?? object) : undefined);
  const [loaded, setLoaded] = useState<AdminItem | undefined>(item);
  const [initial, setInitial] = useState<FormValues>(() => startFrom(item));
  const [values, setValues] = useState<FormValues>(initial);
  const [isSaving, setIsSaving] = useState(false);
  const [conflict, setConflict] = useState<AdminItem | null>(null);
  const dirty = isDirty(values, initial);
  useUnsavedChanges(dirty && !isSaving);

  const labels = Object.fromEntries(fields.map((field) => [field.name, fieldText(field.label)]));
  const set = (name: string) => (value: FormValue) => setValues((current) => ({ ...current, [name]: value }));

  async function save(expected: string | undefined) {
    form.clear();
    let fieldsToSend: Record<string, unknown>;
    try {
      fieldsToSend = bodyFields(fields, values, initial, mode);
    } catch (error) {
      if (error instanceof FieldValueError) {
        form.fromFieldErrors({ [error.field]: fillIn(messages.notJson, { reason: error.reason }) });
        return;
      }
      throw error;
    }
    if (mode === 'edit' && Object.keys(fieldsToSend).length === 0) {
      toast.success(messages.nothingChanged);
      return;
    }
    const schema = mode === 'create' ? resource.schemas.create : resource.schemas.update;
    if (schema && !form.check(schema, { [resource.wrapper]: fieldsToSend })) return;
    const problems = screens.checkValues?.(values, problemWords);
    if (problems) {
      form.fromFieldErrors(problems);
      return;
    }
    setIsSaving(true);
    try {
      const saved = (
        loaded
          ? await api.update(resource, loaded.id, fieldsToSend, { expectedUpdatedAt: expected })
          : await api.create(resource, fieldsToSend)
      ) as AdminItem;
      const next = startFrom(saved);
      setLoaded(saved);
      setInitial(next);
      setValues(next);
      setConflict(null);
      toast.success(say(mode === 'create' ? 'created' : 'saved', { title: screens.title(saved) }));
      if (onSaved) onSaved(saved);
      else router.push(screens.detailHref(saved));
    } catch (error) {
      if (loaded && isEditConflict(error)) {
        try {
          setConflict((await api.find(resource, loaded.id)) as AdminItem);
        } catch {
          setConflict(loaded);
        }
      } else {
        form.fromApiError(error);
        toast.error(say('notSaved'), error);
      }
    } finally {
      setIsSaving(false);
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(typeof loaded?.updated_at === 'string' ? loaded.updated_at : undefined);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={handleSubmit}
      className={styles.form}
      aria-label={say('formLabel')}
    >
      <FormErrorSummary formId={formId} errors={form.errors} labels={labels} />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>
            <strong>{say('conflictTitle')}</strong> {messages.conflictNote}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                const theirs = startFrom(conflict);
                setLoaded(conflict);
                setInitial(theirs);
                setValues(theirs);
                setConflict(null);
                form.clear();
              }}
            >
              {messages.discard}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                setLoaded(conflict);
                void save(typeof conflict.updated_at === 'string' ? conflict.updated_at : undefined);
              }}
            >
              {messages.overwrite}
            </Button>
          </div>
        </div>
      ) : null}
      {fields.map((field) => {
        const own = screens.renderField?.(field, {
          formId,
          value: values[field.name]!,
          values,
          error: form.of(field.name),
          onChange: set(field.name),
          item: loaded,
          onChangeValues: (patch) => setValues((current) => ({ ...current, ...patch })),
        });
        return own !== undefined ? (
          <Fragment key={field.name}>{own}</Fragment>
        ) : (
          <FieldInput
            key={field.name}
            formId={formId}
            field={field}
            value={values[field.name]!}
            error={form.of(field.name)}
            grantable={screens.grantable?.(member) ?? member.permissions}
            onChange={set(field.name)}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={messages.saving}>
          {mode === 'create' ? say('create') : messages.saveChanges}
        </Button>
        {dirty ? <p className={styles.dirty}>{messages.unsavedChanges}</p> : null}
      </div>
    </form>
  );
}
