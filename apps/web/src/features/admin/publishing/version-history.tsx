'use client';
// The version history of a static page or post (issue #12: "version history with a diff and restore"): every save
// is a version; choosing one shows each field that differs from the current page, and Restore (after a
// confirmation) saves that version's content as a new version, with If-Match so another editor's save is never lost.
import {
  findContentVersion,
  listContentVersions,
  restoreContentVersion,
  type ContentVersion,
} from '@reef/client';
import type { AdminResource } from '@reef/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { FieldDiffTable } from '../kit/field-diff-table';
import { useAdminApi, useAdminData } from '../kit/use-admin-api';
import { useAdminToast } from '../kit/use-admin-toast';
import styles from './publishing.module.css';
import { usePublishingWords } from './publishing-words';

/** One changed field between a version and the current object. */
export type FieldChange = { field: string; version: string; current: string };

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Flattens an object into `path → value` for the diff (`slices[1].primary.title`). */
export function flatten(
  value: unknown,
  path = '',
  out: Map<string, unknown> = new Map(),
): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (value.length === 0 && path) out.set(path, []);
    value.forEach((entry, index) => flatten(entry, `${path}[${index}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.endsWith('_html')) continue;
      flatten(inner, path ? `${path}.${key}` : key, out);
    }
  } else if (path) {
    out.set(path, value);
  }
  return out;
}

/** The fields of `fields` (objects flattened) whose values differ between a version and the current object. */
export function diffFields(
  version: Record<string, unknown>,
  current: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] {
  const pick = (object: Record<string, unknown>) =>
    flatten(Object.fromEntries(fields.map((field) => [field, object[field]])));
  const a = pick(version);
  const b = pick(current);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((key) => show(a.get(key)) !== show(b.get(key)))
    .map((key) => ({ field: key, version: show(a.get(key)), current: show(b.get(key)) }));
}

/** The history panel of one object. */
export function VersionHistory({
  resource,
  objectRef,
  current,
  fields,
  normalize = (data) => data,
  onRestored,
}: {
  resource: Pick<AdminResource, 'path'>;
  objectRef: { type: string; slug: string };
  /** The object as last loaded (its `updated_at` is the If-Match of a restore). */
  current: Record<string, unknown> & { updated_at?: unknown };
  /** The fields the diff compares. */
  fields: readonly string[];
  /** The object's JSON in the form the diff compares (tags as slugs, say). */
  normalize?: (data: Record<string, unknown>) => Record<string, unknown>;
  onRestored: (item: Record<string, unknown>) => void;
}) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const { words: w, say } = usePublishingWords();
  const key = `versions:${resource.path}:${objectRef.type}/${objectRef.slug}:${String(current.updated_at)}`;
  const versions = useAdminData(key, (admin) => listContentVersions(admin.ctx, resource, objectRef));
  const [chosen, setChosen] = useState<ContentVersion | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const choose = async (number: number) => {
    try {
      setChosen(await findContentVersion(api.ctx, resource, objectRef, number));
    } catch (error) {
      toast.error(say('versionLoadError', { number }), error);
    }
  };

  const restore = async () => {
    if (!chosen) return;
    try {
      const item = await restoreContentVersion<Record<string, unknown>>(
        api.ctx,
        resource,
        objectRef,
        chosen.number,
        { expectedUpdatedAt: typeof current.updated_at === 'string' ? current.updated_at : undefined },
      );
      toast.success(say('restored', { number: chosen.number }));
      setChosen(null);
      setIsConfirming(false);
      onRestored(item);
    } catch (error) {
      setIsConfirming(false);
      toast.error(w.notRestored, error);
    }
  };

  const changes = chosen ? diffFields(normalize(chosen.data), normalize(current), fields) : [];

  return (
    <section className={styles.history} aria-labelledby="version-history-heading">
      <h2 id="version-history-heading">{w.history}</h2>
      {versions.error ? <p role="alert">{w.versionsError}</p> : null}
      {versions.data ? (
        versions.data.length === 0 ? (
          <p>{w.noVersions}</p>
        ) : (
          <ol className={styles.versionList}>
            {versions.data.map((version, index) => (
              <li key={version.number}>
                <Button
                  size="small"
                  variant={chosen?.number === version.number ? 'primary' : 'tertiary'}
                  onClick={() => void choose(version.number)}
                  aria-pressed={chosen?.number === version.number}
                >
                  {say('versionButton', { number: version.number })}
                  {index === 0 ? w.currentMark : ''}
                </Button>{' '}
                <span className={styles.help}>
                  {new Date(version.created_at).toLocaleString()}
                  {version.author ? say('by', { name: version.author.username }) : ''}
                </span>
              </li>
            ))}
          </ol>
        )
      ) : (
        <p role="status">{w.loadingVersions}</p>
      )}
      {chosen ? (
        <div className={styles.diff}>
          <h3>{say('compared', { number: chosen.number })}</h3>
          {changes.length === 0 ? (
            <p>{say('same', { number: chosen.number })}</p>
          ) : (
            <div className={styles.tableScroll}>
              <FieldDiffTable
                className={styles.diffTable}
                caption={w.differ}
                beforeTitle={say('versionN', { number: chosen.number })}
                afterTitle={w.current}
                rows={changes.map((change) => ({
                  field: change.field,
                  before: change.version,
                  after: change.current,
                }))}
              />
            </div>
          )}
          <Button variant="secondary" onClick={() => setIsConfirming(true)} disabled={changes.length === 0}>
            {say('restoreButton', { number: chosen.number })}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={say('restoreTitle', { number: chosen?.number ?? '' })}
        consequences={<p>{say('restoreConsequence', { number: chosen?.number ?? '' })}</p>}
        confirmLabel={w.restore}
        onConfirm={restore}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
