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
  userActionConsequences,
  userActionDone,
  userActionsFrom,
  userStateEffect,
  type UserAction,
} from './user-states';
import { AdminPanel } from '../kit/admin-panel';
import styles from '../kit/admin.module.css';
import { fill } from '../shell/admin-words';
import { useSiteLocale } from '@/i18n/locale-context';
import type { UserDetailWords } from './users-words';

/** The admin page of the member `id` (an id or a slug). */
export function UserDetail({ id, words: w }: { id: string; words: UserDetailWords }) {
  const locale = useSiteLocale();
  const when = (value: string | null, never = w.never) => (value ? formatDate(value, locale) : never);
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
          <AdminPageHeading title={isMissing ? w.notFoundTitle : w.member} />
          <p role="alert">
            {isMissing
              ? fill(w.noMember, { id })
              : fill(w.loadFailed, { reason: describeApiError(state.error).message ?? '' })}
          </p>
          <p>
            <Link href="/community/admin/users">{w.back}</Link>
          </p>
        </>
      );
    }
    return (
      <>
        <AdminPageHeading title={w.member} />
        <p role="status">{w.loading}</p>
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
      toast.success(userActionDone(pending, name, w));
      state.reload();
    } catch (error) {
      toast.error(fill(w.actionFailed, { action: w.actions[pending], name }), error);
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
              {w.publicProfile}
            </ButtonLink>
          ) : null
        }
      />
      <div className={styles.panels}>
        <div className={styles.column}>
          <AdminPanel id="user-state-title" title={w.stateTitle}>
            <p>
              <UserStateBadge state={userState} labels={w.states} /> {userStateEffect(userState, w)}
            </p>
            {actions.length > 0 ? (
              <ul className={styles.actions} aria-label={w.accountActions}>
                {actions.map((action) => (
                  <li key={action}>
                    <Button
                      size="small"
                      variant={action === 'enable' ? 'primary' : 'secondary'}
                      onClick={() => setPending(action)}
                    >
                      {w.actions[action]}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{lockReason === 'own' ? w.ownAccount : w.adminAccount}</p>
            )}
          </AdminPanel>

          <AdminPanel id="user-permissions-title" title={w.permissionsTitle}>
            <UserPermissions
              key={user.updated_at}
              admin={admin}
              overview={overview}
              onSaved={state.reload}
              words={w.perms}
            />
          </AdminPanel>

          <UserContent overview={overview} words={w.activity} />
          <UserReports overview={overview} words={w.activity} />
        </div>

        <div className={styles.column}>
          <AdminPanel id="user-facts-title" title={w.accountTitle}>
            <dl className={styles.facts}>
              <Fact term={w.id}>{user.id}</Fact>
              <Fact term={w.slug}>
                <code>{user.slug}</code>
              </Fact>
              <Fact term={w.email}>{user.email ?? '—'}</Fact>
              <Fact term={w.emailConfirmed}>{when(sessions.email_confirmed_at, w.notYet)}</Fact>
              <Fact term={w.joined}>{formatDate(user.created_at, locale)}</Fact>
              <Fact term={w.groups}>
                {overview.groups.length > 0 ? overview.groups.map((group) => group.name).join(', ') : w.none}
              </Fact>
            </dl>
          </AdminPanel>

          <AdminPanel id="user-sessions-title" title={w.sessionsTitle}>
            <dl className={styles.facts}>
              <Fact term={w.canSignIn}>{sessions.can_sign_in ? w.yes : w.noInactive}</Fact>
              <Fact term={w.lastSignIn}>{when(sessions.last_signed_in_at)}</Fact>
              <Fact term={w.lastSeen}>{when(sessions.last_seen_at)}</Fact>
              <Fact term={w.signUpIp}>{sessions.sign_up_ip ?? '—'}</Fact>
              <Fact term={w.activeTokens}>{sessions.active_custom_tokens}</Fact>
            </dl>
            <p className={styles.muted}>{w.sessionsNote}</p>
            {sessions.can_sign_in && !lockReason && beyond.length === 0 ? (
              <Button variant="secondary" size="small" onClick={() => setPending('sign_out_everywhere')}>
                {w.actions.sign_out_everywhere}
              </Button>
            ) : null}
            {!lockReason && beyond.length > 0 ? (
              <p className={styles.muted}>{fill(w.beyond, { flags: beyond.join(', ') })}</p>
            ) : null}
          </AdminPanel>

          <AuditTrail subject="user" id={user.id} refreshKey={user.updated_at} words={w.audit} />
        </div>
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending ? fill(w.confirmTitle, { action: w.actions[pending], name }) : ''}
        consequences={
          pending ? (
            <>
              {userActionConsequences(pending, name, w, counts).map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>{w.recorded}</p>
            </>
          ) : null
        }
        confirmLabel={pending ? fill(w.confirmLabel, { action: w.actions[pending], name }) : w.confirm}
        isDestructive={pending === 'disable' || pending === 'archive' || pending === 'spam_all'}
        onConfirm={handleAction}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
