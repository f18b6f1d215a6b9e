'use client';
// /community/admin/users/{id} (community-app §2 "Users", MANAGE_USERS): one member as a user manager needs them —
// their state and the moves from it (disable, enable, archive, mark as spammer; each confirmed with what will
// happen, each checked again by the API), their sessions, their content in every state, the reports about them and
// by them, their permissions (own flags in the editor, group flags apart) and the history of their account.
import {
  getUserOverview,
  HttpError,
  markUserAsSpammer,
  moderateUser,
  signOutUserEverywhere,
} from '@reef/client';
import { flagsBeyond, Permissions, userProfilePath } from '@reef/core';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ButtonLink } from '@/components/ui/button/button-link';
import { AuditTrail } from '@/features/admin/audit';
import { ConfirmDialog, Fact, useAdminApi, useAdminData, useAdminToast } from '@/features/admin/kit';
import { useAdminMember } from '@/features/admin/shell/admin-gate';
import { AdminPageHeading } from '@/features/admin/shell/admin-page-heading';
import { describeApiError } from '@/features/editor/api-errors';
import { formatDate } from '@/lib/format';
import { UserContent, UserReports } from './user-activity';
import { UserPermissions, permissionsLockReason } from './user-permissions';
import { UserStateBadge } from './user-state-badge';
import {
  USER_ACTION_LABELS,
  userActionConsequences,
  userActionDone,
  userActionsFrom,
  userStateEffect,
  type UserAction,
} from './user-states';
import { AdminPanel } from '../kit/admin-panel';
import styles from '../kit/admin.module.css';

const when = (value: string | null, never = 'Never') => (value ? formatDate(value) : never);

/** The admin page of the member `id` (an id or a slug). */
export function UserDetail({ id }: { id: string }) {
  const admin = useAdminMember();
  const api = useAdminApi();
  const toast = useAdminToast();
  const state = useAdminData(`user-overview ${id}`, (client) => getUserOverview(client.ctx, id));
  const [pending, setPending] = useState<UserAction | null>(null);
  const overview = state.data;

  if (!overview) {
    if (state.error) {
      const isMissing = state.error instanceof HttpError && state.error.status === 404;
      return (
        <>
          <AdminPageHeading title={isMissing ? 'Member not found' : 'Member'} />
          <p role="alert">
            {isMissing
              ? `There is no member ${id}.`
              : `The member could not be loaded. ${describeApiError(state.error).message ?? ''}`}
          </p>
          <p>
            <Link href="/community/admin/users">Back to the users</Link>
          </p>
        </>
      );
    }
    return (
      <>
        <AdminPageHeading title="Member" />
        <p role="status">Loading the member…</p>
      </>
    );
  }

  const { user, sessions } = overview;
  const name = user.username;
  const userState = user.state ?? 'active';
  const lockReason = permissionsLockReason(admin, overview);
  // Nobody gains a flag through someone else's account: the sessions (and address) of an account holding a flag
  // the moderator lacks are not theirs to touch; the API refuses it with the same rule.
  const beyond =
    admin.id === user.id ? [] : flagsBeyond(admin.permissions, Permissions.from(user.permissions));
  // The API refuses a state change on one's own account, and on an administrator's unless ADMINISTRATOR.
  const actions = lockReason ? [] : userActionsFrom(userState);
  const counts = {
    tutorials: overview.content.tutorials.total,
    questions: overview.content.questions.total,
    comments: overview.content.comments.total,
    tools: overview.content.tools.total,
  };

  const handleAction = async () => {
    if (!pending) return;
    try {
      if (pending === 'spam_all') await markUserAsSpammer(api.ctx, user.slug);
      else if (pending === 'sign_out_everywhere') await signOutUserEverywhere(api.ctx, user.slug);
      else await moderateUser(api.ctx, user.slug, pending);
      toast.success(userActionDone(pending, name));
      state.reload();
    } catch (error) {
      toast.error(`${USER_ACTION_LABELS[pending]} ${name} did not work.`, error);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <AdminPageHeading
        title={name}
        lede={[user.first_name, user.last_name].filter(Boolean).join(' ') || undefined}
        actions={
          userState === 'active' ? (
            <ButtonLink href={userProfilePath(user.slug)} size="small" variant="secondary">
              Public profile
            </ButtonLink>
          ) : null
        }
      />
      <div className={styles.panels}>
        <div className={styles.column}>
          <AdminPanel id="user-state-title" title="State">
            <p>
              <UserStateBadge state={userState} /> {userStateEffect(userState)}
            </p>
            {actions.length > 0 ? (
              <ul className={styles.actions} aria-label="Account actions">
                {actions.map((action) => (
                  <li key={action}>
                    <Button
                      size="small"
                      variant={action === 'enable' ? 'primary' : 'secondary'}
                      onClick={() => setPending(action)}
                    >
                      {USER_ACTION_LABELS[action]}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>
                {lockReason === 'You cannot change your own permissions.'
                  ? 'This is your own account: another user manager changes its state.'
                  : 'Only administrators change the state of an administrator’s account.'}
              </p>
            )}
          </AdminPanel>

          <AdminPanel id="user-permissions-title" title="Permissions">
            <UserPermissions key={user.updated_at} admin={admin} overview={overview} onSaved={state.reload} />
          </AdminPanel>

          <UserContent overview={overview} />
          <UserReports overview={overview} />
        </div>

        <div className={styles.column}>
          <AdminPanel id="user-facts-title" title="Account">
            <dl className={styles.facts}>
              <Fact term="Id">{user.id}</Fact>
              <Fact term="Slug">
                <code>{user.slug}</code>
              </Fact>
              <Fact term="Email">{user.email ?? '—'}</Fact>
              <Fact term="Email confirmed">{when(sessions.email_confirmed_at, 'Not yet')}</Fact>
              <Fact term="Joined">{formatDate(user.created_at)}</Fact>
              <Fact term="Groups">
                {overview.groups.length > 0 ? overview.groups.map((group) => group.name).join(', ') : 'None'}
              </Fact>
            </dl>
          </AdminPanel>

          <AdminPanel id="user-sessions-title" title="Sessions">
            <dl className={styles.facts}>
              <Fact term="Can sign in">{sessions.can_sign_in ? 'Yes' : 'No: the account is not active'}</Fact>
              <Fact term="Last sign-in">{when(sessions.last_signed_in_at)}</Fact>
              <Fact term="Last seen">{when(sessions.last_seen_at)}</Fact>
              <Fact term="Sign-up IP">{sessions.sign_up_ip ?? '—'}</Fact>
              <Fact term="Active custom tokens">{sessions.active_custom_tokens}</Fact>
            </dl>
            <p className={styles.muted}>
              Disabling, archiving or marking the account as a spammer ends every session at once.
            </p>
            {sessions.can_sign_in && !lockReason && beyond.length === 0 ? (
              <Button variant="secondary" size="small" onClick={() => setPending('sign_out_everywhere')}>
                Sign out everywhere
              </Button>
            ) : null}
            {!lockReason && beyond.length > 0 ? (
              <p className={styles.muted}>
                This account holds {beyond.join(', ')}, which you do not hold: only someone holding every flag
                of an account may sign it out or change its address.
              </p>
            ) : null}
          </AdminPanel>

          <AuditTrail subject="user" id={user.id} refreshKey={user.updated_at} />
        </div>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${USER_ACTION_LABELS[pending]} ${name}?` : ''}
        consequences={
          pending ? (
            <>
              {userActionConsequences(pending, name, counts).map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>This is recorded in the account’s history with your name.</p>
            </>
          ) : null
        }
        confirmLabel={pending ? `${USER_ACTION_LABELS[pending]} ${name}` : 'Confirm'}
        isDestructive={pending === 'disable' || pending === 'archive' || pending === 'spam_all'}
        onConfirm={handleAction}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
