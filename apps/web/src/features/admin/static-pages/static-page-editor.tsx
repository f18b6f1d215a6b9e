'use client';
// The static page editor (issue #12, content-and-presentation §2 "Admin static page edit"): the page's fields, its
// slices as forms (only the slices and templates its page type allows), slices reordered by drag or by keyboard
// (Move up/down, Alt+Arrow), check_json problems at their field, a live preview with the public page's own template
// and slice components, Save draft / Publish / Schedule, and the version history with a diff and restore.
import { checkStaticPageJson, HttpError } from '@reef/client';
import {
  MARKETING_PAGE_TYPES,
  PAGE_TYPE_LAYOUTS,
  staticPageResource,
  type MarketingPageType,
} from '@reef/core';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { StaticPageView } from '@/features/cms/static-page-view';
import { SAMPLE_SLICES } from '@/features/cms/slices/samples';
import { TEMPLATE_NAMES } from '@/features/cms/templates/templates';
import { isEditConflict } from '../generic/resource-form';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import { useUnsavedChanges } from '../kit/use-unsaved-changes';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { DEFAULT_SLICE_TYPES, sliceLabel } from './slice-fields';
import { moveEntry, SliceFieldsForm, sliceFieldId, type EditedSlice } from './slice-fields-form';
import { useRenderedSlices } from './use-rendered-slices';
import { VersionHistory } from './version-history';
import styles from './static-pages.module.css';

/** The page as the editor holds it (the API's page object, tags as slugs). */
export type EditedPage = {
  type: MarketingPageType;
  slug: string;
  title: string;
  description: string;
  template: string | null;
  slices: EditedSlice[];
  state: string;
  published_at: string | null;
  tags: string[];
};

type LoadedPage = Omit<EditedPage, 'tags' | 'slices'> & {
  id: number;
  path: string;
  updated_at: string;
  tags: { slug: string }[];
  slices: { slice_type: string; primary?: Record<string, unknown>; items?: Record<string, unknown>[] }[];
};

const DIFF_FIELDS = [
  'title',
  'slug',
  'description',
  'template',
  'state',
  'published_at',
  'tags',
  'slices',
] as const;
const CHECK_DELAY_MS = 500;

function stripHtml(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !key.endsWith('_html')));
}

/** The editor's copy of a loaded page. */
export function toEditedPage(page: LoadedPage): EditedPage {
  return {
    type: page.type,
    slug: page.slug,
    title: page.title,
    description: page.description,
    template: page.template,
    state: page.state,
    published_at: page.published_at,
    tags: page.tags.map((tag) => tag.slug),
    slices: page.slices.map((slice) => ({
      slice_type: slice.slice_type,
      primary: stripHtml(slice.primary),
      items: (slice.items ?? []).map((item) => stripHtml(item)),
    })),
  };
}

/** Slice types "Add slice" offers for a page type (its only slices, or every kind plus its required ones). */
export function allowedSliceTypes(type: MarketingPageType): string[] {
  const layout = PAGE_TYPE_LAYOUTS[type];
  if (layout?.onlySlices) return [...layout.onlySlices];
  return [...new Set([...(layout?.requiredSlices ?? []), ...DEFAULT_SLICE_TYPES])];
}

/** Templates a page type may use (its list, or any template). */
export function allowedTemplates(type: MarketingPageType): string[] {
  return [...(PAGE_TYPE_LAYOUTS[type]?.templates ?? TEMPLATE_NAMES)];
}

/** A new slice of a type, started from the design system's example when there is one. */
function newSlice(type: string): EditedSlice {
  const sample = SAMPLE_SLICES.find((s) => s.slice_type === type);
  return {
    slice_type: type,
    primary: { ...((sample?.primary as Record<string, unknown>) ?? {}) },
    items: ((sample?.items as Record<string, unknown>[]) ?? []).map((item) => ({ ...item })),
  };
}

/** Problems of the API (`static_page.slices[0].primary.title`, `slices[0]…`) by path into the page object. */
export function problemsByPath(problems: { path?: string; message?: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of problems) {
    const path = (problem.path ?? '').replace(/^(static_page|post)\./, '') || 'page';
    if (problem.message && !out[path]) out[path] = problem.message;
  }
  return out;
}

export function problemsOfError(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 400)) return null;
  try {
    const body = JSON.parse(error.body) as { error?: { details?: { path?: string; message?: string }[] } };
    return problemsByPath(body.error?.details ?? []);
  } catch {
    return null;
  }
}

/** `2026-11-24T12:00` for a datetime-local input from an ISO time (local time), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Where a page stands: draft, live, or scheduled for a time. */
export function publicationStatus(
  page: Pick<EditedPage, 'state' | 'published_at'>,
  now = Date.now(),
): string {
  if (page.state !== 'published' && page.state !== 'unlisted')
    return page.state === 'draft' ? 'Draft' : page.state;
  if (page.published_at && Date.parse(page.published_at) > now)
    return `Scheduled for ${new Date(page.published_at).toLocaleString()}`;
  return page.state === 'unlisted' ? 'Live (unlisted)' : 'Published';
}

const EMPTY_PAGE: EditedPage = {
  type: 'solutions',
  slug: '',
  title: '',
  description: '',
  template: null,
  slices: [],
  state: 'draft',
  published_at: null,
  tags: [],
};

/** The editor of one page (`pageRef`), or of a new page. */
export function StaticPageEditor({ pageRef }: { pageRef?: { type: string; slug: string } }) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const router = useRouter();
  const loaded = useAdminData(
    pageRef ? `static_page:${pageRef.type}/${pageRef.slug}` : 'static_page:new',
    (admin) =>
      pageRef
        ? (admin.find(staticPageResource, pageRef) as Promise<unknown> as Promise<LoadedPage>)
        : Promise.resolve(null),
  );
  const [saved, setSaved] = useState<LoadedPage | null>(null);
  const [page, setPage] = useState<EditedPage | null>(pageRef ? null : EMPTY_PAGE);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [addType, setAddType] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState(false);
  const slicesRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (loaded.data) {
      setSaved(loaded.data);
      setPage(toEditedPage(loaded.data));
      setScheduleAt(toLocalInput(loaded.data.published_at));
    }
  }, [loaded.data]);

  const baseline = useMemo(
    () => (saved ? JSON.stringify(toEditedPage(saved)) : JSON.stringify(EMPTY_PAGE)),
    [saved],
  );
  const isDirty = page !== null && JSON.stringify(page) !== baseline;
  useUnsavedChanges(isDirty && !isSaving);

  // check_json on every pause in typing: its problems show at their fields before a save is tried.
  useEffect(() => {
    if (!page || !page.slug || !page.title) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      checkStaticPageJson(api.ctx, page).then(
        (answer) => {
          if (isCurrent) setProblems(problemsByPath(answer.problems));
        },
        () => undefined,
      );
    }, CHECK_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [api.ctx, page]);

  const renderedSlices = useRenderedSlices(page?.slices ?? []);

  if (!page) {
    return loaded.error ? (
      <>
        <AdminPageHeading title="Static page" />
        <p role="alert">The page could not be loaded. It may not exist; reload to try again.</p>
      </>
    ) : (
      <p role="status">Loading the page…</p>
    );
  }

  const update = (patch: Partial<EditedPage>) => setPage({ ...page, ...patch });
  const setSlices = (slices: EditedSlice[]) => update({ slices });
  const sliceTypes = allowedSliceTypes(page.type);
  const templates = allowedTemplates(page.type);
  const chosenAddType = sliceTypes.includes(addType) ? addType : (sliceTypes[0] ?? '');

  const moveSlice = (from: number, to: number, focus: 'up' | 'down' | null) => {
    if (to < 0 || to >= page.slices.length || from === to) return;
    setSlices(moveEntry(page.slices, from, to));
    setStatus(
      `${sliceLabel(page.slices[from]!.slice_type)} moved to position ${to + 1} of ${page.slices.length}.`,
    );
    requestAnimationFrame(() => {
      const item = slicesRef.current?.querySelector<HTMLElement>(`[data-slice-index="${to}"]`);
      // At either end the pressed button is disabled: the focus goes to the other one.
      const other = focus === 'up' ? 'down' : 'up';
      const button = focus
        ? (item?.querySelector<HTMLButtonElement>(`[data-slice-move="${focus}"]:not(:disabled)`) ??
          item?.querySelector<HTMLButtonElement>(`[data-slice-move="${other}"]:not(:disabled)`))
        : null;
      (button ?? item)?.focus();
    });
  };
  const onSliceKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      moveSlice(index, index + (event.key === 'ArrowUp' ? -1 : 1), null);
    }
  };
  const onDrop = (index: number) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (dragging !== null) moveSlice(dragging, index, null);
    setDragging(null);
  };

  const save = async (intent: 'draft' | 'publish' | 'schedule', force = false) => {
    let published_at = page.published_at;
    let state = page.state;
    if (intent === 'draft') state = 'draft';
    if (intent === 'publish') {
      state = page.state === 'unlisted' ? 'unlisted' : 'published';
      if (!published_at || Date.parse(published_at) > Date.now()) published_at = new Date().toISOString();
    }
    if (intent === 'schedule') {
      const at = scheduleAt ? new Date(scheduleAt) : null;
      if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
        setProblems({ ...problems, published_at: 'Choose a time in the future to schedule the page.' });
        document.getElementById('static-page-schedule')?.focus();
        return;
      }
      state = page.state === 'unlisted' ? 'unlisted' : 'published';
      published_at = at.toISOString();
    }
    const body = { ...page, state, published_at };
    setIsSaving(true);
    try {
      const item = (saved
        ? await api.update(staticPageResource, { type: saved.type, slug: saved.slug }, body, {
            expectedUpdatedAt: force ? undefined : saved.updated_at,
          })
        : await api.create(staticPageResource, body)) as unknown as LoadedPage;
      setConflict(false);
      setProblems({});
      setSaved(item);
      setPage(toEditedPage(item));
      setScheduleAt(toLocalInput(item.published_at));
      toast.success(
        intent === 'draft'
          ? 'Saved as a draft.'
          : intent === 'schedule'
            ? `Scheduled: the page goes live ${new Date(item.published_at!).toLocaleString()}.`
            : `Published. ${item.path} shows it at the next page view.`,
      );
      if (!saved || saved.slug !== item.slug || saved.type !== item.type) {
        router.replace(`/community/admin/static_pages/${item.type}/${encodeURIComponent(item.slug)}/edit`);
      }
    } catch (error) {
      if (isEditConflict(error)) {
        setConflict(true);
      } else {
        const found = problemsOfError(error);
        if (found) {
          setProblems(found);
          requestAnimationFrame(() => document.getElementById('static-page-problems')?.focus());
        }
        toast.error('The page was not saved.', error);
      }
    } finally {
      setIsSaving(false);
    }
  };

  const pageProblems = Object.entries(problems);
  const fieldProblem = (name: string) => problems[name];
  const previewPage = { ...page, slices: renderedSlices, path: saved?.path };
  const title = saved ? `Edit ${saved.path}` : 'New static page';

  return (
    <>
      <AdminPageHeading
        title={title}
        lede={saved ? publicationStatus(saved) : 'A page of the marketing site, built from slices.'}
        actions={
          saved ? (
            <ButtonLink href={saved.path} variant="secondary" newTab>
              View on site
            </ButtonLink>
          ) : null
        }
      />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <p>
            Someone else saved this page after you opened it. Reload to see their version, or save yours over
            it.
          </p>
          <Button variant="secondary" onClick={() => loaded.reload()}>
            Reload their version
          </Button>{' '}
          <Button variant="secondary" onClick={() => void save('draft', true)}>
            Save mine as a draft anyway
          </Button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Static page">
          {pageProblems.length > 0 ? (
            <div id="static-page-problems" className={styles.problems} tabIndex={-1} role="alert">
              <p>
                {pageProblems.length === 1 ? 'One problem' : `${pageProblems.length} problems`} to fix before
                the page can be saved:
              </p>
              <ul>
                {pageProblems.map(([path, message]) => (
                  <li key={path}>
                    <a href={`#${sliceFieldId(path)}`}>
                      <code>{path}</code>
                    </a>
                    : {message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <fieldset className={styles.group}>
            <legend>Page</legend>
            {(
              [
                ['title', 'Title'],
                ['slug', 'Slug'],
              ] as const
            ).map(([name, label]) => (
              <div key={name} className={styles.field}>
                <label htmlFor={sliceFieldId(name)} className={styles.label}>
                  {label} <span className={styles.kind}>(required)</span>
                </label>
                <input
                  id={sliceFieldId(name)}
                  className={styles.input}
                  value={page[name]}
                  required
                  aria-invalid={fieldProblem(name) ? true : undefined}
                  aria-describedby={fieldProblem(name) ? `${sliceFieldId(name)}-error` : undefined}
                  onChange={(event) => update({ [name]: event.target.value })}
                />
                {name === 'slug' ? (
                  <p className={styles.help}>A slash nests a page (products/droplets).</p>
                ) : null}
                {fieldProblem(name) ? (
                  <p id={`${sliceFieldId(name)}-error`} className={styles.error}>
                    {fieldProblem(name)}
                  </p>
                ) : null}
              </div>
            ))}
            <div className={styles.field}>
              <label htmlFor={sliceFieldId('type')} className={styles.label}>
                Page type
              </label>
              <select
                id={sliceFieldId('type')}
                className={styles.input}
                value={page.type}
                disabled={Boolean(saved)}
                onChange={(event) =>
                  update({ type: event.target.value as MarketingPageType, template: null })
                }
              >
                {Object.keys(MARKETING_PAGE_TYPES).map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={sliceFieldId('template')} className={styles.label}>
                Template
              </label>
              <select
                id={sliceFieldId('template')}
                className={styles.input}
                value={page.template ?? ''}
                aria-invalid={fieldProblem('template') ? true : undefined}
                aria-describedby={fieldProblem('template') ? `${sliceFieldId('template')}-error` : undefined}
                onChange={(event) => update({ template: event.target.value || null })}
              >
                <option value="">Default layout</option>
                {templates.map((template) => (
                  <option key={template} value={template}>
                    {template}
                  </option>
                ))}
              </select>
              {fieldProblem('template') ? (
                <p id={`${sliceFieldId('template')}-error`} className={styles.error}>
                  {fieldProblem('template')}
                </p>
              ) : null}
            </div>
            <div className={styles.field}>
              <label htmlFor={sliceFieldId('description')} className={styles.label}>
                Description
              </label>
              <textarea
                id={sliceFieldId('description')}
                className={styles.input}
                rows={2}
                value={page.description}
                onChange={(event) => update({ description: event.target.value })}
              />
            </div>
          </fieldset>

          <section className={styles.group} aria-labelledby="slices-heading">
            <h2 id="slices-heading" className={styles.groupHeading}>
              Slices ({page.slices.length})
            </h2>
            <p id="slices-help" className={styles.help}>
              Drag a slice by its handle, or use Move up and Move down (Alt+↑ and Alt+↓ on a focused slice).
            </p>
            {problems.slices ? <p className={styles.error}>{problems.slices}</p> : null}
            <ol ref={slicesRef} className={styles.sliceList} aria-describedby="slices-help">
              {page.slices.map((slice, index) => {
                const name = `${sliceLabel(slice.slice_type)} (slice ${index + 1})`;
                const sliceProblem = problems[`slices[${index}]`] ?? problems[`slices[${index}].slice_type`];
                return (
                  <li
                    key={index}
                    data-slice-index={index}
                    tabIndex={-1}
                    className={styles.slice}
                    data-dragging={dragging === index ? '' : undefined}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={onDrop(index)}
                    onKeyDown={onSliceKeyDown(index)}
                    aria-label={`${name}, position ${index + 1} of ${page.slices.length}`}
                  >
                    <div className={styles.sliceHeader}>
                      <span
                        className={styles.handle}
                        draggable
                        onDragStart={(event) => {
                          setDragging(index);
                          event.dataTransfer.effectAllowed = 'move';
                          event.dataTransfer.setData('text/plain', String(index));
                        }}
                        onDragEnd={() => setDragging(null)}
                        aria-hidden="true"
                      >
                        ⠿
                      </span>
                      <h3 className={styles.sliceName}>{name}</h3>
                      <Button
                        size="small"
                        variant="secondary"
                        data-slice-move="up"
                        disabled={index === 0}
                        onClick={() => moveSlice(index, index - 1, 'up')}
                      >
                        Move up <span className="visually-hidden">{name}</span>
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        data-slice-move="down"
                        disabled={index === page.slices.length - 1}
                        onClick={() => moveSlice(index, index + 1, 'down')}
                      >
                        Move down <span className="visually-hidden">{name}</span>
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => setRemoving(index)}>
                        Remove <span className="visually-hidden">{name}</span>
                      </Button>
                    </div>
                    {sliceProblem ? (
                      <p id={sliceFieldId(`slices[${index}]`)} className={styles.error}>
                        {sliceProblem}
                      </p>
                    ) : null}
                    <SliceFieldsForm
                      slice={slice}
                      index={index}
                      problems={problems}
                      onChange={(next) => setSlices(page.slices.map((s, i) => (i === index ? next : s)))}
                    />
                  </li>
                );
              })}
            </ol>
            <p role="status" className="visually-hidden">
              {status}
            </p>
            <div className={styles.actions}>
              <label htmlFor="static-page-add-slice" className={styles.label}>
                Slice type
              </label>
              <select
                id="static-page-add-slice"
                className={styles.select}
                value={chosenAddType}
                onChange={(event) => setAddType(event.target.value)}
              >
                {sliceTypes.map((type) => (
                  <option key={type} value={type}>
                    {sliceLabel(type)}
                  </option>
                ))}
              </select>
              <Button
                variant="secondary"
                onClick={() => {
                  setSlices([...page.slices, newSlice(chosenAddType)]);
                  setStatus(`${sliceLabel(chosenAddType)} added as slice ${page.slices.length + 1}.`);
                }}
              >
                Add slice
              </Button>
            </div>
          </section>

          <fieldset className={styles.group}>
            <legend>Publishing</legend>
            <p className={styles.help}>Now: {publicationStatus(saved ?? page)}</p>
            <div className={styles.field}>
              <label htmlFor="static-page-schedule" className={styles.label}>
                Go live at (your local time)
              </label>
              <input
                id="static-page-schedule"
                type="datetime-local"
                className={styles.input}
                value={scheduleAt}
                aria-invalid={problems.published_at ? true : undefined}
                aria-describedby={problems.published_at ? 'static-page-schedule-error' : undefined}
                onChange={(event) => setScheduleAt(event.target.value)}
              />
              {problems.published_at ? (
                <p id="static-page-schedule-error" className={styles.error}>
                  {problems.published_at}
                </p>
              ) : null}
            </div>
            <div className={styles.actions}>
              <Button
                onClick={() => void save('publish')}
                state={isSaving ? 'loading' : 'default'}
                stateLabel="Saving…"
              >
                {saved && saved.state === 'published' ? 'Save and publish' : 'Publish'}
              </Button>
              <Button variant="secondary" onClick={() => void save('schedule')} disabled={isSaving}>
                Schedule
              </Button>
              <Button variant="secondary" onClick={() => void save('draft')} disabled={isSaving}>
                Save draft
              </Button>
              {isDirty ? <p className={styles.dirty}>Unsaved changes</p> : null}
            </div>
          </fieldset>
        </form>

        <section className={styles.preview} aria-labelledby="static-page-preview-heading">
          <h2 id="static-page-preview-heading" className={styles.previewHeading}>
            Live preview
          </h2>
          <div className={styles.previewFrame} data-testid="static-page-preview">
            <StaticPageView page={previewPage} />
          </div>
        </section>
      </div>

      {saved ? (
        <VersionHistory
          resource={staticPageResource}
          objectRef={{ type: saved.type, slug: saved.slug }}
          current={saved as unknown as Record<string, unknown>}
          fields={DIFF_FIELDS}
          normalize={(data) =>
            toEditedPage(data as unknown as LoadedPage) as unknown as Record<string, unknown>
          }
          onRestored={(item) => {
            const restored = item as unknown as LoadedPage;
            setSaved(restored);
            setPage(toEditedPage(restored));
            setScheduleAt(toLocalInput(restored.published_at));
          }}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing !== null && page.slices[removing] ? sliceLabel(page.slices[removing].slice_type) : 'slice'}?`}
        consequences={
          <p>
            The slice and its fields leave the page when you save. Until then, nothing changes on the site.
          </p>
        }
        confirmLabel="Remove slice"
        isDestructive
        onConfirm={() => {
          if (removing !== null) setSlices(page.slices.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
