'use client';
// The permissions editor of the Users and User groups sections (issue #11): the 25 flags of community-app §6 in
// the groups the admin sidebar gives them (`PERMISSION_FLAG_GROUPS` of @reef/core), one check box each. A flag the
// editor may not hand on (`grantable`, from the same rules the API checks: `grantableFlags`,
// `groupGrantableFlags`) is shown with its state but cannot be changed, and flags a member gains through their
// groups are listed apart, since they are changed on the group's page, not here.
import { PERMISSION_DESCRIPTIONS, PERMISSION_FLAG_NAMES, type PermissionFlag } from '@reef/core';
import { PERMISSION_FLAG_GROUPS } from '@/features/admin/sidebar-table';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './permissions-editor.module.css';
import { fill } from '../shell/admin-words';

/** Flags a member holds through one group. */
export type InheritedFlags = {
  /** The group's name. */
  label: string;
  /** The group's admin page, when the reader may open it. */
  href?: string;
  flags: readonly PermissionFlag[];
};

/** The editor's words in the page's language; `locked` has `{locked}` and `{total}`; `flags` says what each flag
 * allows and `groups` titles each group (by its English title in core). */
export type PermissionsEditorWords = {
  required: string;
  noneHeld: string;
  locked: string;
  notHeld: string;
  alsoGroup: string;
  inheritedTitle: string;
  noGroup: string;
  inheritedNote: string;
  noFlags: string;
  flags: Readonly<Record<PermissionFlag, string>>;
  groups: Readonly<Record<string, string>>;
};

const ENGLISH_EDITOR_WORDS: PermissionsEditorWords = {
  required: ' (required)',
  noneHeld: 'You hold none of these flags yourself, so you cannot change any of them.',
  locked: '{locked} of {total} flags are locked: you can only grant or remove flags you hold yourself.',
  notHeld: ' (you do not hold it)',
  alsoGroup: ' · also granted by a group',
  inheritedTitle: 'Inherited from groups',
  noGroup: 'The member belongs to no group.',
  inheritedNote:
    'These come with group membership and are not changed here: edit the group, or remove the member from it.',
  noFlags: 'no flags',
  flags: PERMISSION_DESCRIPTIONS,
  groups: {},
};

/** Inputs of PermissionsEditor. */
export type PermissionsEditorProps = {
  /** Prefix of the ids of the editor's controls (unique on the page). */
  id: string;
  legend: string;
  help?: ReactNode;
  /** The flags ticked. */
  value: readonly PermissionFlag[];
  onChange: (value: PermissionFlag[]) => void;
  /** The flags the editor may switch on or off; the others are shown but cannot be changed. */
  grantable: readonly PermissionFlag[];
  /** Flags held through groups, shown apart from the check boxes. */
  inherited?: readonly InheritedFlags[];
  /** The API's or the form's message about the field. */
  error?: string;
  /** Nothing can be changed (the reason goes in `help`). */
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** The editor's words (English when not given). */
  words?: PermissionsEditorWords;
};

/** The flags of `inherited`, once each. */
export function inheritedFlagSet(inherited: readonly InheritedFlags[] = []): Set<PermissionFlag> {
  return new Set(inherited.flatMap((group) => group.flags));
}

/** The 25 flags, grouped as the admin sidebar groups them, with what the editor may not change locked. */
export function PermissionsEditor({
  id,
  legend,
  help,
  value,
  onChange,
  grantable,
  inherited,
  error,
  isReadOnly = false,
  isRequired = false,
  words: w = ENGLISH_EDITOR_WORDS,
}: PermissionsEditorProps) {
  const mayChange = new Set(isReadOnly ? [] : grantable);
  const fromGroups = inheritedFlagSet(inherited);
  const toggle = (flag: PermissionFlag, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(flag);
    else next.delete(flag);
    // Always in the canonical order, so comparing two values is comparing their text.
    onChange(PERMISSION_FLAG_NAMES.filter((name) => next.has(name)));
  };
  const describedBy =
    [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const lockedCount = PERMISSION_FLAG_NAMES.filter((flag) => !mayChange.has(flag)).length;

  return (
    <div className={styles.editor}>
      <fieldset id={id} className={styles.fieldset} aria-describedby={describedBy} tabIndex={-1}>
        <legend className={styles.legend}>
          {legend}
          {isRequired ? <span className={styles.muted}>{w.required}</span> : null}
        </legend>
        {help ? (
          <p id={`${id}-help`} className={styles.muted}>
            {help}
          </p>
        ) : null}
        {!isReadOnly && lockedCount > 0 ? (
          <p className={styles.muted}>
            {lockedCount === PERMISSION_FLAG_NAMES.length
              ? w.noneHeld
              : fill(w.locked, { locked: lockedCount, total: PERMISSION_FLAG_NAMES.length })}
          </p>
        ) : null}
        <div className={styles.groups}>
          {PERMISSION_FLAG_GROUPS.map((group) => (
            <fieldset key={group.label} className={styles.group}>
              <legend className={styles.groupLegend}>{w.groups[group.label] ?? group.label}</legend>
              <ul className={styles.flags}>
                {group.flags.map((flag) => {
                  const canChange = mayChange.has(flag);
                  const inputId = `${id}-${flag}`;
                  return (
                    <li key={flag} className={styles.flag}>
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={value.includes(flag)}
                        disabled={!canChange}
                        aria-describedby={`${inputId}-about`}
                        onChange={(event) => toggle(flag, event.target.checked)}
                      />
                      <label htmlFor={inputId}>
                        <code>{flag}</code>
                      </label>
                      <span id={`${inputId}-about`} className={styles.about}>
                        {w.flags[flag]}
                        {!canChange && !isReadOnly ? w.notHeld : null}
                        {fromGroups.has(flag) ? w.alsoGroup : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
      {inherited ? <InheritedList id={id} inherited={inherited} words={w} /> : null}
    </div>
  );
}

/** What the member's groups add, group by group. */
function InheritedList({
  id,
  inherited,
  words: w,
}: {
  id: string;
  inherited: readonly InheritedFlags[];
  words: PermissionsEditorWords;
}) {
  return (
    <section className={styles.inherited} aria-labelledby={`${id}-inherited`}>
      <h3 id={`${id}-inherited`} className={styles.inheritedTitle}>
        {w.inheritedTitle}
      </h3>
      {inherited.length === 0 ? (
        <p className={styles.muted}>{w.noGroup}</p>
      ) : (
        <>
          <p className={styles.muted}>{w.inheritedNote}</p>
          <ul className={styles.inheritedGroups}>
            {inherited.map((group) => (
              <li key={group.label}>
                {group.href ? <Link href={group.href}>{group.label}</Link> : <strong>{group.label}</strong>}
                {': '}
                {group.flags.length > 0 ? (
                  group.flags.map((flag, index) => (
                    <span key={flag}>
                      {index > 0 ? ', ' : null}
                      <code>{flag}</code>
                    </span>
                  ))
                ) : (
                  <span className={styles.muted}>{w.noFlags}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
