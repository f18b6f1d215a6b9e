'use client';
// The state of a post or static-page editor: the object as loaded and as edited, the save modes (Save draft /
// Publish / Schedule) with the loaded `updated_at` as If-Match, the edit-conflict notice, the API's problems by
// path, the warning before unsaved changes are lost, and a restored version taking the place of the loaded one.
import type { AdminResource, AdminSchemas } from '@reef/core';
import { useRouter } from '@/i18n/use-router';
import { useEffect, useMemo, useState } from 'react';
import { isEditConflict } from '../generic/resource-form';
import { useAdminApi, useAdminData, type AdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import { sliceFieldId } from '../static-pages/slice-fields-form';
import {
  problemsOfError,
  publicationOf,
  toLocalInput,
  type Publication,
  type SaveIntent,
} from './publication';
import { usePublishingWords } from './publishing-words';

/** A post or page as the API answers: where it lives, its If-Match stamp and its publication. */
export type PublishedObject = Publication & { type: string; slug: string; path: string; updated_at: string };

/** What differs between the post and the static-page editor. */
export type PublishingEditorOptions<Loaded extends PublishedObject, Edited extends Publication> = {
  resource: AdminResource<string, AdminSchemas>;
  /** The object edited; none for a new one. */
  objectRef?: { type: string; slug: string };
  /** "post" or "page", in the toasts and problems. */
  noun: string;
  /** The admin address the objects' edit pages lie under (`/community/admin/posts`). */
  adminPath: string;
  /** The id of the "Go live at" input, focused when the time is not in the future. */
  scheduleId: string;
  empty: Edited;
  toEdited: (loaded: Loaded) => Edited;
  /** The state a live object takes (an unlisted page stays unlisted). */
  liveState?: (edited: Edited) => string;
  /** The body sent, given the edited object, its new publication and whether it is new. */
  toBody: (edited: Edited, publication: Publication, isNew: boolean) => Record<string, unknown>;
  /** The id of the problems list, focused when a save is refused with problems (else the first field named). */
  problemsId?: string;
};

/** The state and actions of one publishing editor. */
export type PublishingEditor<Loaded extends PublishedObject, Edited extends Publication> = {
  loaded: AdminData<Loaded | null>;
  saved: Loaded | null;
  edited: Edited | null;
  update: (patch: Partial<Edited>) => void;
  problems: Record<string, string>;
  setProblems: (problems: Record<string, string>) => void;
  isSaving: boolean;
  isDirty: boolean;
  conflict: boolean;
  scheduleAt: string;
  setScheduleAt: (value: string) => void;
  /** Saves in a mode; `force` drops the If-Match (the conflict notice's "Save mine as a draft anyway"). */
  save: (intent: SaveIntent, force?: boolean) => Promise<void>;
  /** Takes a saved or restored object as the loaded one. */
  take: (item: Loaded) => void;
  options: PublishingEditorOptions<Loaded, Edited>;
};

/** The editor state of one post or page (`options.objectRef`), or of a new one. */
export function usePublishingEditor<Loaded extends PublishedObject, Edited extends Publication>(
  options: PublishingEditorOptions<Loaded, Edited>,
): PublishingEditor<Loaded, Edited> {
  const { resource, objectRef, noun, empty, toEdited } = options;
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const { say } = usePublishingWords(noun);
  const loaded = useAdminData(
    objectRef ? `${resource.name}:${objectRef.type}/${objectRef.slug}` : `${resource.name}:new`,
    (admin) =>
      objectRef
        ? (admin.find(resource, objectRef) as Promise<unknown> as Promise<Loaded>)
        : Promise.resolve(null),
  );
  const [saved, setSaved] = useState<Loaded | null>(null);
  const [edited, setEdited] = useState<Edited | null>(objectRef ? null : empty);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [conflict, setConflict] = useState(false);

  const take = (item: Loaded) => {
    setSaved(item);
    setEdited(toEdited(item));
    setScheduleAt(toLocalInput(item.published_at));
  };

  useEffect(() => {
    if (loaded.data) take(loaded.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data]);

  const baseline = useMemo(() => JSON.stringify(saved ? toEdited(saved) : empty), [saved, toEdited, empty]);
  const isDirty = edited !== null && JSON.stringify(edited) !== baseline;
  useUnsavedChanges(isDirty && !isSaving);

  const save = async (intent: SaveIntent, force = false) => {
    if (!edited) return;
    const publication = publicationOf(intent, edited, scheduleAt, options.liveState?.(edited));
    if (!publication) {
      setProblems({ ...problems, published_at: say('future') });
      document.getElementById(options.scheduleId)?.focus();
      return;
    }
    const body = options.toBody(edited, publication, !saved);
    setIsSaving(true);
    try {
      const item = (saved
        ? await api.update(resource, { type: saved.type, slug: saved.slug }, body, {
            expectedUpdatedAt: force ? undefined : saved.updated_at,
          })
        : await api.create(resource, body)) as unknown as Loaded;
      setConflict(false);
      setProblems({});
      take(item);
      toast.success(
        intent === 'draft'
          ? say('savedDraft')
          : intent === 'schedule'
            ? say('scheduled', { time: new Date(item.published_at!).toLocaleString() })
            : say('published', { path: item.path }),
      );
      if (!saved || saved.slug !== item.slug || saved.type !== item.type) {
        router.replace(`${options.adminPath}/${item.type}/${encodeURIComponent(item.slug)}/edit`);
      }
    } catch (error) {
      if (isEditConflict(error)) {
        setConflict(true);
      } else {
        const found = problemsOfError(error);
        if (found) {
          setProblems(found);
          const { problemsId } = options;
          // The problems list when the editor has one, or else the first field a problem names.
          requestAnimationFrame(() => {
            const target = problemsId
              ? document.getElementById(problemsId)
              : Object.keys(found)
                  .map((path) => document.getElementById(sliceFieldId(path)))
                  .find((element) => element !== null);
            target?.focus();
          });
        }
        toast.error(say('notSaved'), error);
      }
    } finally {
      setIsSaving(false);
    }
  };

  return {
    loaded,
    saved,
    edited,
    update: (patch) => setEdited((current) => (current ? { ...current, ...patch } : current)),
    problems,
    setProblems,
    isSaving,
    isDirty,
    conflict,
    scheduleAt,
    setScheduleAt,
    save,
    take,
    options,
  };
}
