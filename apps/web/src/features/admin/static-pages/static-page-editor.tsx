'use client';
// The static page editor (issue #12, content-and-presentation §2 "Admin static page edit"): the page's fields, its
// slices as forms (only the slices and templates its page type allows), slices reordered by drag or by keyboard
// (Move up/down, Alt+Arrow), check_json problems at their field, a live preview with the public page's own template
// and slice components, Save draft / Publish / Schedule, and the version history with a diff and restore. The preview
// is drawn at a device's width (phone, tablet, desktop: preview-frame.tsx), and each slice's fields fold away under
// their summary (Fold all / Unfold all), its repeated items folded from the start, so a long page is not a wall.
// A page has a language and may translate an original (issue #31): "Translate…" opens a new page prefilled from the
// original, which it shows beside the editor.
import { checkStaticPageJson } from '@reef/client';
import {
  MARKETING_PAGE_TYPES,
  PAGE_TYPE_LAYOUTS,
  staticPageResource,
  type Language,
  type MarketingPageType,
} from '@reef/core';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { StaticPageView } from '@/features/cms/static-page-view';
import { SAMPLE_SLICES } from '@/features/cms/slices/samples';
import { TEMPLATE_NAMES } from '@/features/cms/templates/templates';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAdminApi } from '../kit/use-admin-api';
import { EditorSelectField, EditorTextField, EditorTypeField } from '../publishing/editor-field';
import { problemsByPath, type Publication } from '../publishing/publication';
import { PublishingEditorFrame, PublishingEditorLoading, PublishingFieldset } from '../publishing/publishing';
import {
  OriginalField,
  TranslationFields,
  asNewTranslation,
  TranslationSideBySide,
  useTranslationSource,
  type FamilyVersion,
} from '../publishing/translation';
import type { TranslateFrom } from '../publishing/translate-from';
import { usePublishingEditor } from '../publishing/use-publishing-editor';
import kit from '../publishing/publishing.module.css';
import { DEFAULT_SLICE_TYPES, sliceLabel } from './slice-fields';
import { moveEntry, SliceFieldsForm, sliceFieldId, type EditedSlice } from './slice-fields-form';
import { useRenderedSlices } from './use-rendered-slices';
import { DeviceWidthPicker, PreviewFrame, previewWidth, type PreviewDevice } from './preview-frame';
import styles from './static-pages.module.css';
import { fillIn, plural } from '../generic/words';
import type { StaticPageEditorWords } from './static-page-words';

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
  language: Language;
  /** The page this one translates; none for an original. */
  original_id: number | null;
  /** Sent only for a new translation, which is a landing page when its original is one. */
  is_landing?: boolean;
};

type LoadedPage = Omit<EditedPage, 'tags' | 'slices' | 'language' | 'original_id'> & {
  id: number;
  path: string;
  updated_at: string;
  tags: { slug: string }[];
  language?: Language;
  original_id?: number | null;
  translations?: FamilyVersion[];
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
    language: page.language ?? 'en',
    original_id: page.original_id ?? null,
  };
}

/** A new translation of `original` into `language`: its slices to translate, a draft of its own, no slug yet. */
export function translationOfPage(original: LoadedPage, language: Language): EditedPage {
  return {
    ...asNewTranslation(toEditedPage(original), original.id, language),
    is_landing: original.is_landing ?? false,
  };
}

/** The text of a slice's fields as the original shows them: each field that holds text, by its name. */
function sliceText(fields: Record<string, unknown> = {}): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .filter(([key]) => !key.endsWith('_html'))
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
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

export { publicationStatus } from '../publishing/publication';

/** An unlisted page stays unlisted when it goes live. */
const liveState = (page: EditedPage) => (page.state === 'unlisted' ? 'unlisted' : 'published');
const toBody = (page: EditedPage, publication: Publication) => ({ ...page, ...publication });

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
  language: 'en',
  original_id: null,
};

/** The editor of one page (`pageRef`), or of a new page (a translation of another when `translateFrom` says so). */
export function StaticPageEditor({
  pageRef,
  translateFrom,
  words: w,
}: {
  pageRef?: { type: string; slug: string };
  translateFrom?: TranslateFrom;
  words: StaticPageEditorWords;
}) {
  const api = useAdminApi();
  const editor = usePublishingEditor<LoadedPage, EditedPage>({
    resource: staticPageResource,
    objectRef: pageRef,
    noun: 'page',
    adminPath: '/community/admin/static_pages',
    scheduleId: 'static-page-schedule',
    empty: EMPTY_PAGE,
    toEdited: toEditedPage,
    liveState,
    toBody,
    problemsId: 'static-page-problems',
  });
  const { saved, edited: page, problems, setProblems, update } = editor;
  const [addType, setAddType] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [isFitted, setIsFitted] = useState(true);
  // Slices whose fields are folded away (by index; a problem inside one unfolds it).
  const [foldedSlices, setFoldedSlices] = useState<ReadonlySet<number>>(() => new Set());
  const setSliceFolded = (index: number, isFolded: boolean) =>
    setFoldedSlices((current) => {
      const next = new Set(current);
      if (isFolded) next.add(index);
      else next.delete(index);
      return next;
    });
  const slicesRef = useRef<HTMLOListElement>(null);

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
  }, [api.ctx, page, setProblems]);

  const renderedSlices = useRenderedSlices(page?.slices ?? []);

  const source = useTranslationSource<LoadedPage>(staticPageResource, pageRef ? undefined : translateFrom);
  const original = saved ? null : (source.data ?? null);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!original || !translateFrom || prefilled.current) return;
    prefilled.current = true;
    update(translationOfPage(original, translateFrom.language as Language));
  }, [original, translateFrom, update]);

  if (!page) return <PublishingEditorLoading editor={editor} title={w.title} />;
  if (translateFrom && !saved && source.error) {
    return <p role="alert">{w.sourceError}</p>;
  }
  // The form shows once it holds the original's fields (the prefill follows the original's loading).
  if (translateFrom && !saved && (!original || page.original_id !== original.id)) {
    return <p role="status">{w.loadingSource}</p>;
  }

  const setSlices = (slices: EditedSlice[]) => update({ slices });
  const sliceTypes = allowedSliceTypes(page.type);
  const templates = allowedTemplates(page.type);
  const chosenAddType = sliceTypes.includes(addType) ? addType : (sliceTypes[0] ?? '');

  const moveSlice = (from: number, to: number, focus: 'up' | 'down' | null) => {
    if (to < 0 || to >= page.slices.length || from === to) return;
    setSlices(moveEntry(page.slices, from, to));
    // Folding follows the slice it belongs to.
    setFoldedSlices(
      (current) =>
        new Set(
          moveEntry(
            page.slices.map((_, i) => current.has(i)),
            from,
            to,
          ).flatMap((isFolded, i) => (isFolded ? [i] : [])),
        ),
    );
    setStatus(
      fillIn(w.moved, {
        type: sliceLabel(page.slices[from]!.slice_type, w.sliceFields.labels),
        position: to + 1,
        total: page.slices.length,
      }),
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

  const pageProblems = Object.entries(problems);
  const previewPage = { ...page, slices: renderedSlices, path: saved?.path };

  return (
    <PublishingEditorFrame
      editor={editor}
      newTitle={original ? w.newTranslation : w.newPage}
      newLede={original ? fillIn(w.ledeTranslation, { title: original.title }) : w.ledeNew}
      diffFields={DIFF_FIELDS}
      normalize={toEditedPage}
    >
      <TranslationSideBySide
        hasPreview
        original={
          original
            ? {
                title: original.title,
                language: original.language,
                content: (
                  <>
                    <OriginalField label={w.titleField} value={original.title} />
                    <OriginalField label={w.description} value={original.description} />
                    {original.slices.map((slice, index) => (
                      <OriginalField
                        key={index}
                        label={`${sliceLabel(slice.slice_type, w.sliceFields.labels)} ${fillIn(w.sliceFields.sliceNumber, { number: index + 1 })}`}
                        value={[
                          sliceText(slice.primary),
                          ...(slice.items ?? []).map((item) => sliceText(item)),
                        ]
                          .filter(Boolean)
                          .join('\n\n')}
                      />
                    ))}
                  </>
                ),
              }
            : null
        }
      >
        <div className={styles.layout}>
          <form className={kit.form} onSubmit={(event) => event.preventDefault()} aria-label={w.title}>
            {pageProblems.length > 0 ? (
              <div id="static-page-problems" className={kit.problems} tabIndex={-1} role="alert">
                <p>{plural(w.problems, pageProblems.length, w.locale)}</p>
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
            <fieldset className={kit.group}>
              <legend>{w.legend}</legend>
              {(
                [
                  ['title', w.titleField],
                  ['slug', w.slug],
                ] as const
              ).map(([name, label]) => (
                <EditorTextField
                  key={name}
                  id={sliceFieldId(name)}
                  label={
                    <>
                      {label} <span className={kit.kind}>{w.required}</span>
                    </>
                  }
                  error={problems[name]}
                  value={page[name]}
                  required
                  onChange={(value) => update({ [name]: value })}
                  note={name === 'slug' ? <p className={kit.help}>{w.slugHelp}</p> : null}
                />
              ))}
              <EditorTypeField
                label={w.pageType}
                value={page.type}
                types={MARKETING_PAGE_TYPES}
                isSaved={Boolean(saved)}
                onChange={(type) => update({ type, template: null })}
              />
              <TranslationFields
                language={page.language}
                saved={saved}
                original={original}
                adminPath="/community/admin/static_pages"
                noun="page"
                problems={problems}
                onLanguage={(language) => update({ language })}
              />
              <EditorSelectField
                id={sliceFieldId('template')}
                label={w.template}
                error={problems.template}
                value={page.template ?? ''}
                emptyLabel={w.defaultLayout}
                options={templates}
                onChange={(template) => update({ template: template || null })}
              />
              <EditorTextField
                id={sliceFieldId('description')}
                label={w.description}
                rows={2}
                value={page.description}
                onChange={(description) => update({ description })}
              />
            </fieldset>

            <section className={kit.group} aria-labelledby="slices-heading">
              <h2 id="slices-heading" className={kit.groupHeading}>
                {fillIn(w.slices, { count: page.slices.length })}
              </h2>
              <p id="slices-help" className={kit.help}>
                {w.slicesHelp}
              </p>
              {page.slices.length > 1 ? (
                <div className={kit.actions}>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => {
                      setFoldedSlices(new Set(page.slices.map((_, i) => i)));
                      setStatus(w.folded);
                    }}
                  >
                    {w.foldAll}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => {
                      setFoldedSlices(new Set());
                      setStatus(w.unfolded);
                    }}
                  >
                    {w.unfoldAll}
                  </Button>
                </div>
              ) : null}
              {problems.slices ? <p className={kit.error}>{problems.slices}</p> : null}
              <ol ref={slicesRef} className={styles.sliceList} aria-describedby="slices-help">
                {page.slices.map((slice, index) => {
                  const name = fillIn(w.sliceName, {
                    type: sliceLabel(slice.slice_type, w.sliceFields.labels),
                    number: index + 1,
                  });
                  const sliceProblem =
                    problems[`slices[${index}]`] ?? problems[`slices[${index}].slice_type`];
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
                      aria-label={fillIn(w.slicePosition, {
                        name,
                        position: index + 1,
                        total: page.slices.length,
                      })}
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
                          {w.moveUp} <span className="visually-hidden">{name}</span>
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          data-slice-move="down"
                          disabled={index === page.slices.length - 1}
                          onClick={() => moveSlice(index, index + 1, 'down')}
                        >
                          {w.moveDown} <span className="visually-hidden">{name}</span>
                        </Button>
                        <Button size="small" variant="secondary" onClick={() => setRemoving(index)}>
                          {w.remove} <span className="visually-hidden">{name}</span>
                        </Button>
                      </div>
                      {sliceProblem ? (
                        <p id={sliceFieldId(`slices[${index}]`)} className={kit.error}>
                          {sliceProblem}
                        </p>
                      ) : null}
                      <details
                        className={styles.sliceDetails}
                        open={
                          !foldedSlices.has(index) ||
                          Object.keys(problems).some((key) => key.startsWith(`slices[${index}].`))
                        }
                        onToggle={(event) => setSliceFolded(index, !event.currentTarget.open)}
                      >
                        <summary>{fillIn(w.fieldsOf, { name })}</summary>
                        <SliceFieldsForm
                          words={w.sliceFields}
                          slice={slice}
                          index={index}
                          problems={problems}
                          onChange={(next) => setSlices(page.slices.map((s, i) => (i === index ? next : s)))}
                        />
                      </details>
                    </li>
                  );
                })}
              </ol>
              <p role="status" className="visually-hidden">
                {status}
              </p>
              <div className={kit.actions}>
                <label htmlFor="static-page-add-slice" className={kit.label}>
                  {w.sliceType}
                </label>
                <select
                  id="static-page-add-slice"
                  className={kit.select}
                  value={chosenAddType}
                  onChange={(event) => setAddType(event.target.value)}
                >
                  {sliceTypes.map((type) => (
                    <option key={type} value={type}>
                      {sliceLabel(type, w.sliceFields.labels)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSlices([...page.slices, newSlice(chosenAddType)]);
                    setStatus(
                      fillIn(w.added, {
                        type: sliceLabel(chosenAddType, w.sliceFields.labels),
                        number: page.slices.length + 1,
                      }),
                    );
                  }}
                >
                  {w.addSlice}
                </Button>
              </div>
            </section>

            <PublishingFieldset editor={editor} />
          </form>

          <section className={styles.preview} aria-labelledby="static-page-preview-heading">
            <h2 id="static-page-preview-heading" className={styles.previewHeading}>
              {w.livePreview}
            </h2>
            <DeviceWidthPicker
              words={w.preview}
              value={device}
              onChange={setDevice}
              isFitted={isFitted}
              onFittedChange={setIsFitted}
            />
            <div className={styles.previewFrame} data-testid="static-page-preview">
              <PreviewFrame
                words={w.preview}
                width={previewWidth(device)}
                isFitted={isFitted}
                label={fillIn(w.previewLabel, {
                  device: w.devicesInText[device],
                  width: previewWidth(device),
                })}
              >
                <StaticPageView page={previewPage} />
              </PreviewFrame>
            </div>
          </section>
        </div>
      </TranslationSideBySide>

      <ConfirmDialog
        open={removing !== null}
        title={fillIn(w.removeTitle, {
          type:
            removing !== null && page.slices[removing]
              ? sliceLabel(page.slices[removing].slice_type, w.sliceFields.labels)
              : w.slice,
        })}
        consequences={<p>{w.removeConsequence}</p>}
        confirmLabel={w.removeSlice}
        isDestructive
        onConfirm={() => {
          if (removing !== null) {
            setSlices(page.slices.filter((_, i) => i !== removing));
            setFoldedSlices(
              (current) =>
                new Set([...current].filter((i) => i !== removing).map((i) => (i > removing ? i - 1 : i))),
            );
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </PublishingEditorFrame>
  );
}
