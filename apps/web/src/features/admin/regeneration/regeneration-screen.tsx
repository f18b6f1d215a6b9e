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
export function describeWebAnswer(result: RegenerationResult): string {
  const { web } = result;
  if (web.ok) return `Refreshed (web app answered ${web.status ?? 'OK'})`;
  if (web.status) return `The web app refused it (HTTP ${web.status})`;
  return `The web app did not answer${web.error ? `: ${web.error}` : ''}`;
}

function describeTarget(target: CacheTarget): string {
  const parts = [...(target.paths ?? []), ...(target.tags ?? []).map((tag) => `tag ${tag}`)];
  return parts.join(', ');
}

const KINDS = Object.entries(REGENERATION_ITEM_KINDS) as [
  RegenerationItemKind,
  (typeof REGENERATION_ITEM_KINDS)[RegenerationItemKind],
][];

const KEY_HELP: Record<string, string> = {
  slug: 'Its slug, as in its address (nginx-on-ubuntu).',
  'type/slug': 'Its type and slug, as legal/privacy or blog/launch-week.',
  key: 'Its key, as top_hat.',
  name: 'Its name, as new_editor.',
};

/** The regeneration section. */
export function RegenerationScreen() {
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
        next = { state: result.web.ok ? 'done' : 'failed', answer: describeWebAnswer(result) };
      } catch (error) {
        failures += 1;
        next = { state: 'failed', answer: describeApiError(error).message ?? 'The request failed.' };
      }
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, ...next } : r)));
    }
    setIsRunning(false);
    if (failures === 0) toast.success(`Regenerated: ${planned.length} of ${planned.length} refreshed.`);
    else toast.error(`${failures} of ${planned.length} were not refreshed; see the results.`);
  };

  const regenerateTarget = (row: RegenerationRow) => regenerate(api.ctx, row.target);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    if (mode === 'paths') {
      const { paths, bad } = parsePaths(pathsText);
      if (bad.length > 0) {
        form.fromFieldErrors({
          paths: `Not a site path: ${bad.join(', ')}. Paths start with / and name a page of this site, like /community/tutorials.`,
        });
        return;
      }
      if (paths.length === 0) {
        form.fromFieldErrors({ paths: 'Give at least one path, like /community/tutorials.' });
        return;
      }
      if (paths.length > MAX_PATHS) {
        form.fromFieldErrors({
          paths: `At most ${MAX_PATHS} paths at a time (${paths.length} given); for more, regenerate everything.`,
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
          item: `Give the ${key} of the ${REGENERATION_ITEM_KINDS[kind].label.toLowerCase()}. ${KEY_HELP[key]}`,
        });
        return;
      }
      const label = `${REGENERATION_ITEM_KINDS[kind].label} ${itemId.trim()}`;
      void run([{ id: label, label, target: itemTarget, state: 'waiting' }], regenerateTarget);
      return;
    }
    setIsConfirming(true);
  };

  const columns: DataTableColumn<RegenerationRow>[] = [
    { key: 'label', label: 'Regenerated', isRowHeader: true, render: (row) => row.label },
    {
      key: 'target',
      label: 'Refreshes',
      render: (row) => <span className={styles.target}>{describeTarget(row.target)}</span>,
    },
    {
      key: 'state',
      label: 'Result',
      render: (row) => (
        <span className={styles.state} data-state={row.state}>
          {row.state === 'waiting' ? 'Waiting' : row.state === 'running' ? 'Regenerating…' : row.answer}
        </span>
      ),
    },
  ];

  const itemKey = REGENERATION_ITEM_KINDS[kind].key;

  return (
    <>
      <AdminPageHeading
        title="Regeneration"
        lede="Pages are cached and refreshed when what they show changes. Regenerate here when a page shows something old: after a change made outside the site, or to check a fix at once."
      />
      <section aria-labelledby="regenerate-title" className={styles.block}>
        <h2 id="regenerate-title" className={styles.blockTitle}>
          What to regenerate
        </h2>
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit}
          className={styles.form}
          aria-label="Regeneration"
        >
          <FormErrorSummary
            formId={formId}
            errors={form.errors}
            labels={{ paths: 'Paths', item: 'Content item' }}
          />
          <fieldset className={styles.modes}>
            <legend>Regenerate</legend>
            {(
              [
                ['paths', 'Pages by path'],
                ['item', 'A content item'],
                ['everything', 'Everything'],
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
              label="Paths, one a line"
              help={`Site paths such as /community/tutorials or /pricing; up to ${MAX_PATHS}. Each is regenerated on its own, so each gets its own answer.`}
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
              <Field formId={formId} name="kind" label="Kind">
                {(control) => (
                  <select
                    {...control}
                    value={kind}
                    onChange={(event) => setKind(event.target.value as RegenerationItemKind)}
                  >
                    {KINDS.map(([value, meta]) => (
                      <option key={value} value={value}>
                        {meta.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                formId={formId}
                name="item"
                label={
                  itemKey === 'type/slug' ? 'Type and slug' : itemKey[0]!.toUpperCase() + itemKey.slice(1)
                }
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
              This refreshes {describeTarget(itemTarget)}.
            </p>
          ) : null}
          {mode === 'everything' ? (
            <p className={styles.preview}>
              Every cached page and API response is read again from the database at its next visit. Nothing is
              lost, but the first visitors afterwards wait a little longer for each page.
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" state={isRunning ? 'loading' : 'default'} stateLabel="Regenerating…">
              {mode === 'everything' ? 'Regenerate everything' : 'Regenerate'}
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
                      label: 'Region-dependent pages',
                      target: { tags: ['geo_ip'], paths: ['/pricing', '/pricing/calculator'] },
                      state: 'waiting',
                    },
                  ],
                  () => regenerateGeoIp(api.ctx),
                )
              }
            >
              Regenerate region-dependent pages
            </Button>
          </div>
        </form>
      </section>
      {rows.length > 0 ? (
        <section aria-labelledby="results-title" className={styles.block}>
          <h2 id="results-title" ref={resultsHeading} tabIndex={-1} className={styles.blockTitle}>
            Results
          </h2>
          <div className={styles.progressRow}>
            <progress
              className={styles.progress}
              max={rows.length}
              value={done}
              aria-label="Regeneration progress"
            />
            <p role="status" className={styles.progressText}>
              {isRunning ? `${done} of ${rows.length} done…` : `${done} of ${rows.length} done.`}
            </p>
          </div>
          <DataTable caption="Regeneration results" columns={columns} rows={rows} rowId={(row) => row.id} />
        </section>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title="Regenerate everything?"
        consequences={
          <p>
            Every cached page of the site and every cached API response is dropped, on every instance. Pages
            are rebuilt at their next visit, so the site is slower for a while.
          </p>
        }
        confirmLabel="Regenerate everything"
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          void run(
            [{ id: 'everything', label: 'Everything', target: everythingTarget(), state: 'waiting' }],
            regenerateTarget,
          );
        }}
      />
    </>
  );
}
