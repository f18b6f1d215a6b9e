'use client';
// /community/admin/regeneration (issue #12, MANAGE_REGENERATION): refresh cached pages now rather than at the next
// write or the cache's time limit. Three ways to name what to refresh: pages by path (one request a path, so each
// path gets the web app's own answer), one content item (its cache tags and its page, from @reef/core), or
// everything (the site-wide tag every cached read carries). A progress bar counts the requests; the results table
// shows, per request, what was refreshed and what the web app answered.
import { regenerate, regenerateGeoIp, type RegenerationResult } from '@reef/client';
import {
  contentItemTarget,
  everythingTarget,
  REGENERATION_ITEM_KINDS,
  regenerationBody,
  type CacheTarget,
  type RegenerationItemKind,
} from '@reef/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { describeApiError } from '@/features/editor/api-errors';
import { AdminPageHeading } from '../shell/admin-page-heading';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type DataTableColumn } from '../kit/data-table';
import { Field, FormErrorSummary, useFormErrors } from '../kit/field';
import { useAdminApi } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import styles from './regeneration.module.css';
import { fill } from '../shell/admin-words';
import type { RegenerationWords } from './regeneration-words';

type Mode = 'paths' | 'item' | 'everything';

/** One request of a run and how it ended. */
export type RegenerationRow = {
  id: string;
  /** What it asked for, as the moderator reads it. */
  label: string;
  target: CacheTarget;
  state: 'waiting' | 'running' | 'done' | 'failed';
  /** The web app's answer, or why the request failed. */
  answer?: string;
};

/** Most paths one run takes (the API takes 200 a request; one request a path keeps the answers apart). */
export const MAX_PATHS = 50;

/** The paths of the textarea, one a line, blanks and repeats dropped; `bad` are the lines that are not paths. */
export function parsePaths(text: string): { paths: string[]; bad: string[] } {
  const lines = [...new Set(text.split('\n').map((line) => line.trim()))].filter(Boolean);
  const bad = lines.filter((line) => !regenerationBody.safeParse({ paths: [line] }).success);
  return { paths: lines.filter((line) => !bad.includes(line)), bad };
}

/** What the web app answered, in words. */
export function describeWebAnswer(
  result: RegenerationResult,
  words?: Pick<RegenerationWords, 'refreshed' | 'refused' | 'noAnswer'>,
): string {
  const { web } = result;
  if (words) {
    if (web.ok) return fill(words.refreshed, { status: web.status ?? 'OK' });
    if (web.status) return fill(words.refused, { status: web.status });
    return fill(words.noAnswer, { error: web.error ? `: ${web.error}` : '' });
  }
  if (web.ok) return `Refreshed (web app answered ${web.status ?? 'OK'})`;
  if (web.status) return `The web app refused it (HTTP ${web.status})`;
  return `The web app did not answer${web.error ? `: ${web.error}` : ''}`;
}

function describeTarget(target: CacheTarget, tagWord = 'tag {tag}'): string {
  const parts = [...(target.paths ?? []), ...(target.tags ?? []).map((tag) => fill(tagWord, { tag }))];
  return parts.join(', ');
}

const KINDS = Object.entries(REGENERATION_ITEM_KINDS) as [
  RegenerationItemKind,
  (typeof REGENERATION_ITEM_KINDS)[RegenerationItemKind],
][];

/** The regeneration section. */
export function RegenerationScreen({ words: w }: { words: RegenerationWords }) {
  const KEY_HELP = w.keyHelp;
  const api = useAdminApi();
  const toast = useAdminToast();
  const form = useFormErrors();
  const formId = useId().replace(/:/g, '');
  const [mode, setMode] = useState<Mode>('paths');
  const [pathsText, setPathsText] = useState('');
  const [kind, setKind] = useState<RegenerationItemKind>('tutorial');
  const [itemId, setItemId] = useState('');
  const [rows, setRows] = useState<RegenerationRow[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const itemTarget = itemId.trim() ? contentItemTarget(kind, itemId) : null;
  const done = rows.filter((row) => row.state === 'done' || row.state === 'failed').length;

  const run = async (
    planned: RegenerationRow[],
    send: (row: RegenerationRow) => Promise<RegenerationResult>,
  ) => {
    setRows(planned);
    setIsRunning(true);
    requestAnimationFrame(() => resultsHeading.current?.focus());
    let failures = 0;
    for (const row of planned) {
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, state: 'running' } : r)));
      let next: Partial<RegenerationRow>;
      try {
        const result = await send(row);
        if (!result.web.ok) failures += 1;
        next = { state: result.web.ok ? 'done' : 'failed', answer: describeWebAnswer(result, w) };
      } catch (error) {
        failures += 1;
        next = { state: 'failed', answer: describeApiError(error).message ?? w.requestFailed };
      }
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, ...next } : r)));
    }
    setIsRunning(false);
    if (failures === 0) toast.success(fill(w.allDone, { done: planned.length, total: planned.length }));
    else toast.error(fill(w.someFailed, { failures, total: planned.length }));
  };

  const regenerateTarget = (row: RegenerationRow) => regenerate(api.ctx, row.target);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (mode === 'paths') {
      const { paths, bad } = parsePaths(pathsText);
      if (bad.length > 0) {
        form.fromFieldErrors({
          paths: fill(w.notPath, { bad: bad.join(', ') }),
        });
        return;
      }
      if (paths.length === 0) {
        form.fromFieldErrors({ paths: w.onePath });
        return;
      }
      if (paths.length > MAX_PATHS) {
        form.fromFieldErrors({
          paths: fill(w.tooMany, { max: MAX_PATHS, count: paths.length }),
        });
        return;
      }
      void run(
        paths.map((path) => ({ id: path, label: path, target: { paths: [path] }, state: 'waiting' })),
        regenerateTarget,
      );
      return;
    }
    if (mode === 'item') {
      if (!itemTarget) {
        const key = REGENERATION_ITEM_KINDS[kind].key;
        form.fromFieldErrors({
          item: fill(w.itemMissing, {
            key,
            kind: w.kinds[kind].noun,
            help: KEY_HELP[key] ?? '',
          }),
        });
        return;
      }
      const label = `${w.kinds[kind].label} ${itemId.trim()}`;
      void run([{ id: label, label, target: itemTarget, state: 'waiting' }], regenerateTarget);
      return;
    }
    setIsConfirming(true);
  };

  const columns: DataTableColumn<RegenerationRow>[] = [
    { key: 'label', label: w.colRegenerated, isRowHeader: true, render: (row) => row.label },
    {
      key: 'target',
      label: w.colRefreshes,
      render: (row) => <span className={styles.target}>{describeTarget(row.target, w.tag)}</span>,
    },
    {
      key: 'state',
      label: w.colResult,
      render: (row) => (
        <span className={styles.state} data-state={row.state}>
          {row.state === 'waiting' ? w.waiting : row.state === 'running' ? w.regenerating : row.answer}
        </span>
      ),
    },
  ];

  const itemKey = REGENERATION_ITEM_KINDS[kind].key;

  return (
    <>
      <AdminPageHeading title={w.title} lede={w.lede} />
      <section aria-labelledby="regenerate-title" className={styles.block}>
        <h2 id="regenerate-title" className={styles.blockTitle}>
          {w.what}
        </h2>
        <form id={formId} noValidate onSubmit={handleSubmit} className={styles.form} aria-label={w.formLabel}>
          <FormErrorSummary
            formId={formId}
            errors={form.errors}
            labels={{ paths: w.paths, item: w.contentItem }}
          />
          <fieldset className={styles.modes}>
            <legend>{w.legend}</legend>
            {(
              [
                ['paths', w.modes.paths],
                ['item', w.modes.item],
                ['everything', w.modes.everything],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={styles.mode}>
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    form.clear();
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {mode === 'paths' ? (
            <Field
              formId={formId}
              name="paths"
              label={w.pathsLabel}
              help={fill(w.pathsHelp, { max: MAX_PATHS })}
              error={form.of('paths')}
              required
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={5}
                  value={pathsText}
                  onChange={(event) => setPathsText(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          {mode === 'item' ? (
            <div className={styles.itemRow}>
              <Field formId={formId} name="kind" label={w.kind}>
                {(control) => (
                  <select
                    {...control}
                    value={kind}
                    onChange={(event) => setKind(event.target.value as RegenerationItemKind)}
                  >
                    {KINDS.map(([value]) => (
                      <option key={value} value={value}>
                        {w.kinds[value].label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                formId={formId}
                name="item"
                label={w.keyLabels[itemKey] ?? itemKey}
                help={KEY_HELP[itemKey]}
                error={form.of('item')}
                required
              >
                {(control) => (
                  <input {...control} value={itemId} onChange={(event) => setItemId(event.target.value)} />
                )}
              </Field>
            </div>
          ) : null}
          {mode === 'item' && itemTarget ? (
            <p className={styles.preview} aria-live="polite">
              {fill(w.preview, { target: describeTarget(itemTarget, w.tag) })}
            </p>
          ) : null}
          {mode === 'everything' ? <p className={styles.preview}>{w.everythingNote}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" state={isRunning ? 'loading' : 'default'} stateLabel={w.regenerating}>
              {mode === 'everything' ? w.regenerateEverything : w.regenerate}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={isRunning}
              onClick={() =>
                void run(
                  [
                    {
                      id: 'geo_ip',
                      label: w.regionPages,
                      target: { tags: ['geo_ip'], paths: ['/pricing', '/pricing/calculator'] },
                      state: 'waiting',
                    },
                  ],
                  () => regenerateGeoIp(api.ctx),
                )
              }
            >
              {w.regenerateRegion}
            </Button>
          </div>
        </form>
      </section>
      {rows.length > 0 ? (
        <section aria-labelledby="results-title" className={styles.block}>
          <h2 id="results-title" ref={resultsHeading} tabIndex={-1} className={styles.blockTitle}>
            {w.results}
          </h2>
          <div className={styles.progressRow}>
            <progress className={styles.progress} max={rows.length} value={done} aria-label={w.progress} />
            <p role="status" className={styles.progressText}>
              {fill(isRunning ? w.running : w.finished, { done, total: rows.length })}
            </p>
          </div>
          <DataTable caption={w.resultsCaption} columns={columns} rows={rows} rowId={(row) => row.id} />
        </section>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={w.confirmTitle}
        consequences={<p>{w.confirmText}</p>}
        confirmLabel={w.regenerateEverything}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void run(
            [{ id: 'everything', label: w.modes.everything, target: everythingTarget(), state: 'waiting' }],
            regenerateTarget,
          );
        }}
      />
    </>
  );
}
