'use client';
// /community/admin/user_groups/{id} (issue #11 "User groups": "members (add by search, remove), the group's flags
// with the same editor"): the generic admin page of a group — its facts, Edit (the generic form, whose permissions
// field is the permissions editor) and Delete — plus its members, added by searching for them and removed one by
// one, and its history. A member change sends the group's version (If-Match): when another admin changed the
// group first, the page says so and shows their version instead of overwriting it.
import { searchUsers, type AdminUserPage } from '@reef/client';
import { userGroupResource, type UserSummary } from '@reef/core';
import Link from '@/components/ui/link';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { useAdminApi, useAdminToast } from '@/features/admin/kit';
import { isEditConflict } from '@/features/admin/generic/resource-form';
import { ResourceDetail } from '@/features/admin/generic/resource-detail';
import { RESOURCE_SCREENS, type AdminItem } from '@/features/admin/generic/screens';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { displayName } from '@/lib/format';
import shared from '../kit/admin.module.css';
import styles from './user-groups.module.css';

type Found = AdminUserPage['data'][number];

/** The group's members, a search that adds one, and a remove button per member. */
export function GroupMembers({ group, onChange }: { group: AdminItem; onChange: () => void }) {
  const api = useAdminApi();
  const toast = useAdminToast();
  const admin = useAdminMember();
  const inputId = useId().replace(/:/g, '');
  const members = (group.members ?? []) as UserSummary[];
  const name = String(group.name);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Found[] | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  const canOpenMembers = admin.permissions.has('MANAGE_USERS');

  async function saveMembers(slugs: string[], done: string, failed: string) {
    setHasConflict(false);
    try {
      await api.update(
        userGroupResource,
        group.id,
        { members: slugs },
        { expectedUpdatedAt: typeof group.updated_at === 'string' ? group.updated_at : undefined },
      );
      toast.success(done);
    } catch (error) {
      if (isEditConflict(error)) setHasConflict(true);
      else toast.error(failed, error);
    } finally {
      setBusy(null);
      onChange();
    }
  }

  const add = (user: Found) => {
    setBusy(user.slug);
    void saveMembers(
      [...members.map((member) => member.slug), user.slug],
      `Added ${user.username} to ${name}.`,
      `${user.username} was not added.`,
    );
  };

  const remove = (user: UserSummary) => {
    setBusy(user.slug);
    void saveMembers(
      members.filter((member) => member.id !== user.id).map((member) => member.slug),
      `Removed ${user.username} from ${name}.`,
      `${user.username} was not removed.`,
    );
  };

  const handleSearch = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setIsSearching(true);
    try {
      setResults((await searchUsers(api.ctx, { search: text, limit: 10 })).data);
    } catch (error) {
      toast.error('The search did not work.', error);
    } finally {
      setIsSearching(false);
    }
  };

  return (
    <section className={shared.panel} aria-labelledby="group-members-title">
      <h2 id="group-members-title">Members ({members.length})</h2>
      {hasConflict ? (
        <p role="alert" className={shared.conflict}>
          <strong>Someone else changed this group while you were on this page.</strong> Nothing was changed by
          you; the page now shows their version. Try again if the change is still needed.
        </p>
      ) : null}
      {members.length === 0 ? (
        <p className={shared.muted}>No members yet. Find one below to add them.</p>
      ) : (
        <ul className={styles.members}>
          {members.map((member) => (
            <li key={member.id} className={styles.member}>
              <span>
                {canOpenMembers ? (
                  <Link href={`/community/admin/users/${member.id}`}>{member.username}</Link>
                ) : (
                  member.username
                )}
                {member.first_name ? <span className={shared.muted}> ({displayName(member)})</span> : null}
              </span>
              <Button
                variant="secondary"
                size="small"
                state={busy === member.slug ? 'loading' : 'default'}
                stateLabel="Removing…"
                aria-label={`Remove ${member.username} from the group`}
                onClick={() => remove(member)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={handleSearch} className={styles.picker} aria-label="Add a member">
        <label htmlFor={inputId}>Find a member to add</label>
        <div className={styles.pickerRow}>
          <input
            id={inputId}
            type="search"
            value={query}
            placeholder="Name or username"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            state={isSearching ? 'loading' : 'default'}
            stateLabel="Searching…"
          >
            Search
          </Button>
        </div>
      </form>
      <p role="status" className={shared.muted}>
        {results === null
          ? ''
          : results.length === 0
            ? `Nobody matches “${query.trim()}”.`
            : `${results.length} found.`}
      </p>
      {results && results.length > 0 ? (
        <ul className={styles.members} aria-label="Search results">
          {results.map((user) => {
            const isMember = members.some((member) => member.id === user.id);
            return (
              <li key={user.id} className={styles.member}>
                <span>
                  {user.username}
                  {user.first_name ? <span className={shared.muted}> ({displayName(user)})</span> : null}
                </span>
                {isMember ? (
                  <span className={shared.muted}>Already a member</span>
                ) : (
                  <Button
                    size="small"
                    state={busy === user.slug ? 'loading' : 'default'}
                    stateLabel="Adding…"
                    aria-label={`Add ${user.username} to the group`}
                    onClick={() => add(user)}
                  >
                    Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** The admin page of one user group. */
export function UserGroupDetail({ id }: { id: string }) {
  return (
    <ResourceDetail screens={RESOURCE_SCREENS.user_group} id={id}>
      {(group, reload) => <GroupMembers group={group} onChange={reload} />}
    </ResourceDetail>
  );
}
