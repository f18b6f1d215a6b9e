// /v1/users/{slug}: profile, moderation of members, notifications and subscriptions (spec: community-app §7).
import {
  notificationList,
  notificationListQuery,
  notificationReadResponse,
  numericId,
  okResponse,
  slugParams,
  spamAllResponse,
  subscriptionCreateBody,
  subscriptionList,
  subscriptionParams,
  subscriptionResponse,
  subscriptionStatus,
  subscriptionTypeParams,
  userResponse,
  userUpdateBody,
  API_PAGE_SIZES,
  pageQuery,
  avatarUploadBody,
  can,
  forbiddenUserFields,
  userUpdatePolicy,
  pendingContributionList,
  canReachPersonalData,
  type PersonalType,
  type Actor,
  type SubscriptionTarget,
  AVATAR_MAX_BYTES,
} from '@reef/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertAccountAccess, isOwnAccount } from '../../platform/auth/custom-tokens.js';
import { ForbiddenError, HttpError, NotFoundError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { gated, type SignedInActor } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { takeUpload } from '../../platform/lib/upload-rate.js';
import { writeExpectedVersion } from '../../platform/services/concurrency.js';
import { userSubject } from '../../platform/policies/subjects.js';
import { userFieldDetail, userUpdateRefusal } from '../../platform/policies/refusal.js';
import { presentNotification } from './notifications-presenter.js';
import { presentSubscription } from './subscriptions-presenter.js';
import { presentUser, type UserRow } from '../../platform/services/users-presenter.js';
import { listNotifications, markRead } from './notifications-service.js';
import { loadObject } from '../../platform/services/objects.js';
import { loadSessionUser } from '../../platform/services/sessions.js';
import {
  findSubscription,
  labelObjects,
  listSubscriptions,
  resolveSubscribable,
  subscribe,
  unsubscribe,
} from '../../platform/services/subscriptions.js';
import { requestEmailChange } from '../account/index.js';
import {
  assertMayChangeCredentials,
  assertMayChangeFlags,
  assertMayEditAccount,
  endUserSessions,
  findUserBySlug,
  setUserState,
  spamAll,
  updateUser,
} from './service.js';
import { contributionExcerpt, contributionHead } from './contributions-presenter.js';
import { listPendingContributions } from './contributions-service.js';
import { encodeAvatar, removeAvatar, saveAvatar } from './avatars-service.js';
import { rules } from '../../platform/lib/route-rules.js';
import type { App } from '../../platform/types.js';
import type { Executor } from '../../db/client.js';

/** Presents a user with the private view when the actor is that member (signed in, not by custom token) or MANAGE_USERS. */
async function presentUserFor(db: Executor, row: UserRow, actor: Actor, isSelf: boolean) {
  const isPrivate = actor && (isSelf || can(actor, 'manage', { type: 'user' }));
  const session = isPrivate ? await loadSessionUser(db, row.id) : null;
  return presentUser(row, { actor, session, isSelf });
}

/** Only the member themself may reach their own notifications and subscriptions, and not through a custom token. */
function assertSelf(req: FastifyRequest, actor: SignedInActor, row: UserRow, type: PersonalType): void {
  if (!canReachPersonalData(actor, type, row.id))
    throw new ForbiddenError(msg('errors', 'users.own_notifications'));
  assertAccountAccess(req);
}

export default async function userRoutes(app: App): Promise<void> {
  const { db, env } = app.ctx;
  const cost = { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  /** A route on the member's own notifications or subscriptions: the member by slug, reachable by that member only. */
  const ownPersonal = (type: PersonalType) => ({
    load: (req: { params: { slug: string } }) => findUserBySlug(db, req.params.slug),
    authorize: (row: UserRow, actor: SignedInActor, req: FastifyRequest) => assertSelf(req, actor, row, type),
  });

  app.get(
    '/users/:slug',
    gated(
      {
        access: 'public',
        schema: {
          summary: 'A user profile (private fields for self and MANAGE_USERS)',
          params: slugParams,
          response: { 200: userResponse, ...errorResponses(404) },
        },
      },
      async (req) => {
        const row = await findUserBySlug(db, req.params.slug);
        // Disabled, archived and spam accounts are hidden from everyone but user managers.
        if (
          row.state !== 'active' &&
          req.actor?.id !== row.id &&
          !can(req.actor, 'manage', { type: 'user' })
        ) {
          throw new NotFoundError(msg('errors', 'missing.user'));
        }
        return presentUserFor(db, row, req.actor, isOwnAccount(req, row.id));
      },
    ),
  );

  /** What a profile update changes: the fields sent, and a new address (one sent back unchanged is no change). */
  const changesOf = (row: UserRow, user: z.output<typeof userUpdateBody>['user']) => {
    const { email, ...input } = user;
    const newEmail =
      email !== undefined && email.toLowerCase() !== row.email.toLowerCase() ? email : undefined;
    const sent = Object.keys(input).filter((field) => input[field as keyof typeof input] !== undefined);
    if (newEmail !== undefined) sent.push('email');
    return { input, newEmail, sent };
  };

  app.patch(
    '/users/:slug',
    gated(
      {
        access: { can: 'update', on: 'user', rule: rules.owner },
        schema: {
          summary:
            'Update a profile; state and permissions need MANAGE_USERS (with `If-Match: "<updated_at>"` of the member\'s admin page, only if nobody saved the account since: else 409 edit_conflict). A new `email` is not written: the new address gets a confirmation link and the old one a notice; the owner sends `current_password`, a manager may only for an account holding no flag they lack',
          params: slugParams,
          body: userUpdateBody,
          response: { 200: userResponse, ...errorResponses(401, 403, 404, 409, 422, 429) },
        },
        ifMatch: true,
        load: (req) => findUserBySlug(db, req.params.slug),
        // Every field sent is checked against the actor (the user-update policy of @reef/core names the fields
        // refused), then the checks that read the database.
        authorize: async (row, actor, req) => {
          const { sent } = changesOf(row, req.body.user);
          const decision = userUpdatePolicy(actor, row.id, sent);
          if (!decision.allowed) throw userUpdateRefusal(decision);
          // Nobody hands on or takes away a flag they do not hold themselves (docs/decisions.md).
          const { permissions } = req.body.user;
          if (permissions !== undefined) await assertMayChangeFlags(db, actor, row, permissions);
          // Editing one's own account is owner-only access, which custom tokens do not carry.
          if (actor.id === row.id) assertAccountAccess(req);
          await assertMayEditAccount(db, actor, row);
        },
      },
      async (req, { actor, subject: row, expected }) => {
        const { input, newEmail, sent } = changesOf(row, req.body.user);
        if (newEmail !== undefined) {
          // Someone else's address only when the account holds no flag they lack (#2 of the second review); the
          // change, by anyone, waits for the new address to confirm it by link and tells the old one.
          await assertMayChangeCredentials(db, actor, row, 'user.email');
          await requestEmailChange(
            db,
            env,
            row,
            newEmail,
            actor.id === row.id
              ? { by: 'owner', currentPassword: req.body.current_password, authTime: req.token?.authTime }
              : { by: 'staff', actor, ip: req.ip },
            cost,
          );
          app.ctx.mail.wake();
        }
        if (sent.every((field) => field === 'email'))
          return presentUserFor(db, row, actor, isOwnAccount(req, row.id));
        // With If-Match (the admin permissions editor), only if nobody saved the account since it was read.
        const saved = await writeExpectedVersion(
          db,
          expected,
          { kind: 'user', id: row.id, what: 'account' },
          async (tx) => (await findUserBySlug(tx, row.slug)).updatedAt,
          (tx) => updateUser(tx, { actor, ip: req.ip }, row, input),
        );
        return presentUserFor(db, saved, actor, isOwnAccount(req, saved.id));
      },
    ),
  );

  /** The avatar is a field of the profile: the same per-field rule as the PATCH. */
  const assertMayChangeAvatar = async (req: FastifyRequest, actor: SignedInActor, row: UserRow) => {
    if (forbiddenUserFields(actor, row.id, ['avatar']).length > 0) {
      throw new HttpError(403, 'forbidden', msg('errors', 'users.cannot_change_avatar'), [
        userFieldDetail('avatar', 'avatar'),
      ]);
    }
    if (actor.id === row.id) assertAccountAccess(req);
    await assertMayEditAccount(db, actor, row);
  };

  app.put(
    '/users/:slug/avatar',
    gated(
      {
        access: { rule: rules.owner },
        // Counted by the per-account upload limit instead (takeUpload, platform/lib/upload-rate.ts).
        config: { rateLimit: false },
        // Base64 of the largest upload plus the JSON around it.
        bodyLimit: Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 1024,
        schema: {
          summary:
            'Upload an avatar (base64 PNG, JPEG, WebP or GIF up to 2 MB); stored re-encoded as a 256px square WebP',
          params: slugParams,
          body: avatarUploadBody,
          response: { 200: userResponse, ...errorResponses(400, 401, 403, 404, 413, 429) },
        },
      },
      async (req, { actor }, reply) => {
        await takeUpload(app, req, reply);
        const row = await findUserBySlug(db, req.params.slug);
        await assertMayChangeAvatar(req, actor, row);
        const image = await encodeAvatar(Buffer.from(req.body.avatar.data, 'base64'));
        await saveAvatar(db, { actor, ip: req.ip }, row, image);
        return presentUserFor(db, await findUserBySlug(db, row.slug), actor, isOwnAccount(req, row.id));
      },
    ),
  );

  app.delete(
    '/users/:slug/avatar',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Remove the uploaded avatar',
          params: slugParams,
          response: { 200: userResponse, ...errorResponses(401, 403, 404, 429) },
        },
      },
      async (req, { actor }) => {
        const row = await findUserBySlug(db, req.params.slug);
        await assertMayChangeAvatar(req, actor, row);
        await removeAvatar(db, { actor, ip: req.ip }, row);
        return presentUserFor(db, await findUserBySlug(db, row.slug), actor, isOwnAccount(req, row.id));
      },
    ),
  );

  app.get(
    '/users/:slug/pending',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary:
            "The member's questions, answers and comments awaiting review (the member and moderators only)",
          params: slugParams,
          response: { 200: pendingContributionList, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, { actor }) => {
        const row = await findUserBySlug(db, req.params.slug);
        const isModerator =
          can(actor, 'moderate', { type: 'question' }) || can(actor, 'moderate', { type: 'comment' });
        if (actor.id !== row.id && !isModerator)
          throw new ForbiddenError(msg('errors', 'users.awaiting_review'));
        const rows = await listPendingContributions(db, row.id);
        return {
          data: rows.map((r) => ({
            ...contributionHead(r),
            root_type: r.root_type,
            root_id: Number(r.root_id),
            excerpt: contributionExcerpt(r),
            state: r.state,
            created_at: new Date(r.created_at).toISOString(),
          })),
        };
      },
    ),
  );

  const moderation = [
    ['disable', 'disabled', 'Disable a member (cannot sign in)'],
    ['enable', 'active', 'Re-enable a member'],
    ['archive', 'archived', 'Archive a member'],
  ] as const;
  for (const [action, state, summary] of moderation) {
    app.post(
      `/users/:slug/${action}`,
      gated(
        {
          access: { can: 'manage', on: 'user', rule: rules.permission('MANAGE_USERS') },
          schema: {
            summary,
            params: slugParams,
            response: { 200: userResponse, ...errorResponses(401, 403, 404, 429) },
          },
          load: (req) => findUserBySlug(db, req.params.slug),
          subject: userSubject,
        },
        async (req, { actor, subject: row }) => {
          await assertMayEditAccount(db, actor, row);
          return presentUserFor(
            db,
            await setUserState(db, actor, row, state, req.ip),
            actor,
            isOwnAccount(req, row.id),
          );
        },
      ),
    );
  }

  app.post(
    '/users/:slug/sign_out_everywhere',
    gated(
      {
        access: { can: 'manage', on: 'user', rule: rules.permission('MANAGE_USERS') },
        schema: {
          summary:
            'End every session of a member (MANAGE_USERS): their signed-in browsers and apps must sign in again; custom tokens stay',
          params: slugParams,
          response: { 200: okResponse, ...errorResponses(401, 403, 404, 429) },
        },
        load: (req) => findUserBySlug(db, req.params.slug),
        subject: userSubject,
      },
      async (req, { actor, subject: row }) => {
        await assertMayEditAccount(db, actor, row);
        await assertMayChangeCredentials(db, actor, row, 'user');
        await endUserSessions(db, actor, row, req.ip);
        return { ok: true as const };
      },
    ),
  );

  app.post(
    '/users/:slug/spam_all',
    gated(
      {
        access: { can: 'manage', on: 'user', rule: rules.permission('MANAGE_USERS') },
        schema: {
          summary:
            'Mark a member as spammer: account suspended, questions and comments to spam, tutorials and tools trashed',
          params: slugParams,
          response: { 200: spamAllResponse, ...errorResponses(401, 403, 404, 429) },
        },
        load: (req) => findUserBySlug(db, req.params.slug),
        subject: userSubject,
      },
      async (req, { actor, subject: row }) => {
        await assertMayEditAccount(db, actor, row);
        const result = await spamAll(db, actor, row, req.ip);
        return { ...result, user: await presentUserFor(db, result.user, actor, isOwnAccount(req, row.id)) };
      },
    ),
  );

  // Notifications
  app.get(
    '/users/:slug/notifications',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: "The member's notifications",
          params: slugParams,
          querystring: notificationListQuery,
          response: { 200: notificationList, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('notification'),
      },
      async (req, { subject: row }) => {
        const result = await listNotifications(db, row.id, {
          page: req.query.page,
          limit: req.query.limit,
          type: req.query.type,
          unread: req.query.unread === 'true',
        });
        return {
          data: result.rows.map((n) => presentNotification(n, result.labels, result.actors)),
          meta: result.meta,
        };
      },
    ),
  );

  app.post(
    '/users/:slug/notifications/read',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Mark every notification as read',
          params: slugParams,
          response: { 200: notificationReadResponse, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('notification'),
      },
      async (req, { subject: row }) => {
        const updated = await markRead(db, row.id);
        if (updated > 0) await app.live.readMarked(db, row.id);
        return { updated };
      },
    ),
  );

  app.post(
    '/users/:slug/notifications/read/:id',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Mark one notification as read',
          params: slugParams.extend({ id: numericId }),
          response: { 200: notificationReadResponse, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('notification'),
      },
      async (req, { subject: row }) => {
        const updated = await markRead(db, row.id, req.params.id);
        if (updated > 0) await app.live.readMarked(db, row.id);
        return { updated };
      },
    ),
  );

  // Subscriptions
  app.get(
    '/users/:slug/subscriptions',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: "The member's subscriptions",
          params: slugParams,
          querystring: pageQuery(API_PAGE_SIZES.default),
          response: { 200: subscriptionList, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { subject: row }) => {
        const result = await listSubscriptions(db, row.id, req.query);
        return { data: result.rows.map((s) => presentSubscription(s, result.labels)), meta: result.meta };
      },
    ),
  );

  app.post(
    '/users/:slug/subscriptions',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Subscribe to an object (idempotent)',
          params: slugParams,
          body: subscriptionCreateBody,
          response: { 201: subscriptionResponse, ...errorResponses(401, 403, 404, 429) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { actor, subject: row }, reply) => {
        const { type, id } = req.body.subscription;
        const target = await loadObject(db, actor, type, id);
        const sub = await subscribe(db, row.id, type, target.id);
        return reply
          .code(201)
          .send(presentSubscription(sub, await labelObjects(db, [{ type, id: target.id }])));
      },
    ),
  );

  app.get(
    '/users/:slug/subscriptions/:type',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: "The member's subscriptions of one type",
          params: subscriptionTypeParams,
          querystring: pageQuery(API_PAGE_SIZES.default),
          response: { 200: subscriptionList, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { subject: row }) => {
        const result = await listSubscriptions(db, row.id, { ...req.query, type: req.params.type });
        return { data: result.rows.map((s) => presentSubscription(s, result.labels)), meta: result.meta };
      },
    ),
  );

  app.delete(
    '/users/:slug/subscriptions/:type',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Unsubscribe from every object of one type',
          params: subscriptionTypeParams,
          response: { 200: z.object({ removed: z.number().int() }), ...errorResponses(401, 403, 404, 429) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { subject: row }) => {
        const all = await listSubscriptions(db, row.id, { type: req.params.type, page: 1, limit: 10_000 });
        let removed = 0;
        for (const s of all.rows)
          if (await unsubscribe(db, row.id, req.params.type, s.subscribableId)) removed += 1;
        return { removed };
      },
    ),
  );

  const resolveTarget = async (type: SubscriptionTarget, id: string) => resolveSubscribable(db, type, id);

  app.get(
    '/users/:slug/subscriptions/:type/:id',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Whether the member is subscribed to an object',
          params: subscriptionParams,
          response: { 200: subscriptionStatus, ...errorResponses(401, 403, 404) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { subject: row }) => {
        const id = await resolveTarget(req.params.type, req.params.id);
        const sub = await findSubscription(db, row.id, req.params.type, id);
        return {
          subscribed: sub !== null,
          subscription: sub
            ? presentSubscription(sub, await labelObjects(db, [{ type: req.params.type, id }]))
            : null,
        };
      },
    ),
  );

  app.delete(
    '/users/:slug/subscriptions/:type/:id',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: 'Unsubscribe from an object',
          params: subscriptionParams,
          response: { 200: subscriptionStatus, ...errorResponses(401, 403, 404, 429) },
        },
        ...ownPersonal('subscription'),
      },
      async (req, { subject: row }) => {
        const id = await resolveTarget(req.params.type, req.params.id);
        await unsubscribe(db, row.id, req.params.type, id);
        return { subscribed: false, subscription: null };
      },
    ),
  );
}
