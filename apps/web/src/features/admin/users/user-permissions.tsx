'use client';
// The permissions panel of a member's admin page (issue #11): the member's own flags in the permissions editor,
// what their groups add listed apart, and a save that sends the account's version (If-Match) so that a second
// admin saving the same member sees a conflict instead of overwriting the first. Only flags the admin holds
// themselves can change (`grantableFlags` of @reef/core, the rule the API checks per flag).
import { getUserOverview, updateUser, type UserOverview } from '@reef/client';
import { grantableFlags, Permissions, type PermissionFlag } from '@reef/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useFormErrors, useAdminApi, useAdminToast, useUnsavedChanges } from '@/features/admin/kit';
import { isEditConflict } from '@/features/admin/generic/resource-form';
import type { SessionUser } from '@/features/auth/session-provider';
import { PermissionsEditor, type InheritedFlags } from '../permissions/permissions-editor';
import styles from '../kit/admin.module.css';
import { fill } from '../shell/admin-words';
import type { UserPermissionsWords } from './users-words';

/** Why the admin cannot change this member's flags at all (their own account, an administrator's), or null. */
export function permissionsLockReason(admin: SessionUser, overview: UserOverview): 'own' | 'admin' | null {
  if (Number(admin.id) === overview.user.id) return 'own';
  if (overview.is_administrator && !admin.permissions.has('ADMINISTRATOR', false)) return 'admin';
  return null;
}

/** The flags `admin` may switch on or off on another member. */
export function adminGrantableFlags(admin: SessionUser): PermissionFlag[] {
  return grantableFlags({
    permissions: admin.permissions,
    ownPermissions: Permissions.from(admin.own_permissions ?? '0'),
  });
}

/** What the member's groups grant them now, group by group. */
export function inheritedFromGroups(overview: UserOverview, canOpenGroups: boolean): InheritedFlags[] {
  return overview.groups.map((group) => ({
    label: group.name,
    href: canOpenGroups ? `/community/admin/user_groups/${group.id}` : undefined,
    flags: Permissions.from(group.granted).toArray(),
  }));
}

const sameFlags = (a: readonly PermissionFlag[], b: readonly PermissionFlag[]) => a.join() === b.join();

/** The member's flags with the editor and the save. Re-mount it (a `key`) when the member is read again. */
export function UserPermissions({
  admin,
  overview,
  onSaved,
  words: w,
}: {
  words: UserPermissionsWords;
  admin: SessionUser;
  overview: UserOverview;
  /** After a save, or when the admin chose to load the other admin's version: read the member again. */
  onSaved: () => void;
}) {
  const id = useId().replace(/:/g, '');
  const api = useAdminApi();
  const toast = useAdminToast();
  const form = useFormErrors();
  const initial = Permissions.from(overview.own_permissions).toArray();
  const [values, setValues] = useState<PermissionFlag[]>(initial);
  const [isSaving, setIsSaving] = useState(false);
  const [hasConflict, setHasConflict] = useState(false);
  const dirty = !sameFlags(values, initial);
  useUnsavedChanges(dirty && !isSaving);

  const lock = permissionsLockReason(admin, overview);
  const lockReason = lock === 'own' ? w.lockOwn : lock === 'admin' ? w.lockAdmin : null;
  const name = overview.user.username;
  const canOpenGroups = admin.permissions.has('MANAGE_USER_GROUPS');

  async function save(version: string) {
    form.clear();
    setIsSaving(true);
    try {
      await updateUser(
        api.ctx,
        overview.user.slug,
        { permissions: Permissions.from(values).toString() },
        { expectedUpdatedAt: version },
      );
      toast.success(fill(w.saved, { name }));
      setHasConflict(false);
      onSaved();
    } catch (error) {
      if (isEditConflict(error)) setHasConflict(true);
      else {
        form.fromApiError(error);
        toast.error(fill(w.notSaved, { name }), error);
      }
    } finally {
      setIsSaving(false);
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) {
      toast.success(w.nothingChanged);
      return;
    }
    void save(overview.user.updated_at);
  };

  const saveOverTheirs = async () => {
    try {
      const latest = await getUserOverview(api.ctx, overview.user.id);
      await save(latest.user.updated_at);
    } catch (error) {
      toast.error(fill(w.notSaved, { name }), error);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={fill(w.formLabel, { name })}>
      {hasConflict ? (
        <div className={styles.conflict} role="alert">
          <p>
            <strong>{w.conflictStrong}</strong> {w.conflictRest}
          </p>
          <div className={styles.formActions}>
            <Button variant="secondary" size="small" onClick={onSaved}>
              {w.discard}
            </Button>
            <Button variant="secondary" size="small" onClick={() => void saveOverTheirs()}>
              {w.saveOver}
            </Button>
          </div>
        </div>
      ) : null}
      <PermissionsEditor
        id={`${id}-permissions`}
        legend={w.legend}
        help={lockReason ?? w.help}
        value={values}
        onChange={setValues}
        grantable={lockReason ? [] : adminGrantableFlags(admin)}
        inherited={inheritedFromGroups(overview, canOpenGroups)}
        error={
          form.of('permissions') ?? (form.errors.message && !hasConflict ? form.errors.message : undefined)
        }
        isReadOnly={lockReason !== null}
        words={w.editor}
      />
      {lockReason ? null : (
        <div className={styles.formActions}>
          <Button type="submit" state={isSaving ? 'loading' : 'default'} stateLabel={w.saving}>
            {w.save}
          </Button>
          {dirty ? <p className={styles.dirty}>{w.unsaved}</p> : null}
        </div>
      )}
    </form>
  );
}
