'use client';
// The editors' tutorial pickers (issue #30: "editors pick series parts and group members from a search, not as raw id
// lists"): the chosen tutorials in order — each movable up and down and removable, and in a versioned tutorial group
// each with its distribution version — and a search (POST /v1/search/tutorials, community-app §7) that adds one. The
// value stays what the descriptor's `list` field sends: a JSON list of tutorial ids, or of
// `{ tutorial_id, distribution_version_id }` for a group's items.
import { getTutorialForEditing, listAdminResource, searchForPicker, type PickerResults } from '@reef/client';
import { distributionResource, type AdminField } from '@reef/core';
import { useEffect, useId, useState } from 'react';
import { useSession } from '@/features/auth/session-provider';
import styles from './tutorial-picker.module.css';
import { useGenericMessages } from './generic-words';
import { fillIn } from './words';

type Entry = { tutorialId: number; versionId: number | null };
type VersionChoice = { id: number; label: string };

/** The entries of a field's value (JSON text); anything unreadable is an empty list. */
export function readEntries(value: string): Entry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item): Entry[] => {
    if (typeof item === 'number') return [{ tutorialId: item, versionId: null }];
    if (
      item &&
      typeof item === 'object' &&
      typeof (item as { tutorial_id?: unknown }).tutorial_id === 'number'
    ) {
      const { tutorial_id, distribution_version_id } = item as {
        tutorial_id: number;
        distribution_version_id?: unknown;
      };
      return [
        {
          tutorialId: tutorial_id,
          versionId: typeof distribution_version_id === 'number' ? distribution_version_id : null,
        },
      ];
    }
    return [];
  });
}

/** The field's value for its entries: ids, or items with their versions. */
export function writeEntries(entries: readonly Entry[], withVersions: boolean): string {
  return JSON.stringify(
    withVersions
      ? entries.map((e) => ({ tutorial_id: e.tutorialId, distribution_version_id: e.versionId }))
      : entries.map((e) => e.tutorialId),
    null,
    2,
  );
}

/** A field of tutorials in order, picked from a search; `withVersions` adds a distribution version to each. */
export function TutorialPicker({
  field,
  value,
  error,
  withVersions,
  onChange,
}: {
  field: AdminField;
  value: string;
  error?: string;
  withVersions: boolean;
  onChange: (value: string) => void;
}) {
  const m = useGenericMessages();
  const { api, status } = useSession();
  const id = useId();
  const entries = readEntries(value);
  const [titles, setTitles] = useState<Record<number, string>>({});
  const [versions, setVersions] = useState<VersionChoice[]>([]);
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<PickerResults['data']>([]);
  const [announcement, setAnnouncement] = useState('');

  // Titles of the tutorials already chosen (an edit starts from their ids).
  const missing = entries.map((e) => e.tutorialId).filter((tid) => titles[tid] === undefined);
  useEffect(() => {
    if (status !== 'signed-in' || missing.length === 0) return;
    let isCancelled = false;
    void Promise.all(
      missing.map((tid) =>
        getTutorialForEditing(api, tid).then(
          (tutorial) => [tid, tutorial.title] as const,
          () => [tid, `Tutorial ${tid}`] as const,
        ),
      ),
    ).then((found) => {
      if (!isCancelled) setTitles((current) => ({ ...current, ...Object.fromEntries(found) }));
    });
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, missing.join(',')]);

  // The distribution versions a group's tutorial may be written for.
  useEffect(() => {
    if (!withVersions || status !== 'signed-in') return;
    listAdminResource(api, distributionResource, { limit: 100 })
      .then((page) =>
        setVersions(
          page.data.flatMap((d) =>
            d.versions
              .filter((v) => v.is_active)
              .map((v) => ({ id: v.id, label: `${d.name} ${v.version}${v.name ? ` (${v.name})` : ''}` })),
          ),
        ),
      )
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withVersions, status]);

  // The search, a moment after typing stops.
  useEffect(() => {
    const words = search.trim();
    if (status !== 'signed-in' || words.length < 2) {
      setHits([]);
      return;
    }
    const timer = setTimeout(() => {
      searchForPicker(api, 'tutorials', words, 8)
        .then((result) => setHits(result.data))
        .catch(() => setHits([]));
    }, 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, status]);

  const titleOf = (tid: number) => titles[tid] ?? fillIn(m.pickerTutorial, { id: tid });
  const change = (next: Entry[], said: string) => {
    onChange(writeEntries(next, withVersions));
    setAnnouncement(said);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    change(
      next,
      fillIn(m.pickerMoved, {
        title: titleOf(entry!.tutorialId),
        position: index + by + 1,
        total: next.length,
      }),
    );
  };
  const add = (hit: PickerResults['data'][number]) => {
    setTitles((current) => ({ ...current, [hit.id]: hit.title }));
    change(
      [...entries, { tutorialId: hit.id, versionId: null }],
      fillIn(m.pickerAdded, { title: hit.title }),
    );
  };

  const chosen = new Set(entries.map((e) => e.tutorialId));
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.picker} aria-describedby={error ? errorId : undefined}>
      <legend>{field.label}</legend>
      {entries.length > 0 ? (
        <ol className={styles.chosen}>
          {entries.map((entry, index) => {
            const title = titleOf(entry.tutorialId);
            return (
              <li key={entry.tutorialId} className={styles.entry}>
                <span className={styles.entryTitle}>{title}</span>
                {withVersions ? (
                  <label className={styles.version}>
                    {m.pickerVersion}
                    <select
                      value={entry.versionId ?? ''}
                      onChange={(event) => {
                        const next = [...entries];
                        next[index] = {
                          ...entry,
                          versionId: event.target.value ? Number(event.target.value) : null,
                        };
                        change(next, '');
                      }}
                    >
                      <option value="">{m.pickerNoVersion}</option>
                      {entry.versionId !== null && !versions.some((v) => v.id === entry.versionId) ? (
                        <option value={entry.versionId}>
                          {fillIn(m.pickerVersionN, { id: entry.versionId })}
                        </option>
                      ) : null}
                      {versions.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <span className={styles.buttons}>
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={fillIn(m.pickerMoveUp, { title })}
                  >
                    {m.pickerUp}
                  </button>
                  <button
                    type="button"
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={fillIn(m.pickerMoveDown, { title })}
                  >
                    {m.pickerDown}
                  </button>
                  <button
                    type="button"
                    onClick={() =>
                      change(
                        entries.filter((_, i) => i !== index),
                        fillIn(m.pickerRemoved, { title }),
                      )
                    }
                    aria-label={fillIn(m.pickerRemoveLabel, { title })}
                  >
                    {m.pickerRemove}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.empty}>{m.pickerEmpty}</p>
      )}
      <label className={styles.search}>
        {m.pickerFind}
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={m.pickerPlaceholder}
          autoComplete="off"
        />
      </label>
      {hits.length > 0 ? (
        <ul className={styles.hits} aria-label={m.pickerFound}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <button type="button" disabled={chosen.has(hit.id)} onClick={() => add(hit)}>
                {m.pickerAdd} <span className={styles.entryTitle}>{hit.title}</span>
                {hit.state && hit.state !== 'published' ? ` (${hit.state})` : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
