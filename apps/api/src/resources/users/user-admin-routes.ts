// The Users admin section's reads (community-app §2 "Users", MANAGE_USERS): GET /v1/users (the member list with
// search and filters), and a member's page — /overview (state, sessions, groups, counts), /content (their
// tutorials, questions, comments and tools in every state), /reports (about their content, or filed by them).
// The writes are the routes of users.ts (PATCH, disable, enable, archive, spam_all).
import {
  adminUserList,
  adminUserListQuery,
  slugParams,
  Permissions,
  userContentList,
  userContentQuery,
  userOverviewResponse,
  userReportsOfUser,
  userReportsQuery,
} from '@reef/core';
import { gated } from '../../platform/auth/gate.js';
import type { UserRow } from '../../db/rows.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { userSubject } from '../../platform/policies/subjects.js';
import { presentUserReport, loadReportables } from '../user-reports/index.js';
import { presentUser } from '../../platform/services/users-presenter.js';
import { loadAuthors } from '../../platform/services/relations.js';
import { loadSessionUser } from '../../platform/services/sessions.js';
import {
  countActiveCustomTokens,
  countUserContent,
  countUserReports,
  listAdminUsers,
  listReportsOfUser,
  listUserContent,
  loadGroupGrants,
} from './user-admin-service.js';
import { findUserByIdOrSlug } from './service.js';
import { canSeeActorIp } from '../../platform/policies/audit-scope.js';
import type { App } from '../../platform/types.js';

const MANAGE_USERS = { can: 'manage', on: 'user' } as const;

export default async function userAdminRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  const loadUser = (req: { params: { slug: string } }) => findUserByIdOrSlug(db, req.params.slug);
  const summary = (
    row: UserRow,
    actor: Parameters<typeof presentUser>[1]['actor'],
    session: {
      permissions: Permissions;
      groups: string[];
    },
  ) => ({
    ...presentUser(row, { actor, session, isSelf: false }),
    last_signed_in_at: row.lastSignedInAt ? row.lastSignedInAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  });

  app.get(
    '/users',
    gated(
      {
        access: MANAGE_USERS,
        schema: {
          summary:
            'The member list (MANAGE_USERS): search by name, email or slug; filter by state, a permission held (own or through a group) and join date',
          querystring: adminUserListQuery,
          response: { 200: adminUserList, ...errorResponses(400, 401, 403) },
        },
      },
      async (req, { actor }) => {
        const { rows, meta } = await listAdminUsers(db, req.query);
        return { data: rows.map((r) => summary(r.user, actor, r)), meta };
      },
    ),
  );

  app.get(
    '/users/:slug/overview',
    gated(
      {
        access: MANAGE_USERS,
        schema: {
          summary:
            "A member's page (MANAGE_USERS): state, sessions, own flags and each group's grant, content and report counts",
          params: slugParams,
          response: { 200: userOverviewResponse, ...errorResponses(401, 403, 404) },
        },
        load: loadUser,
        subject: userSubject,
      },
      async (_req, { actor, subject: row }) => {
        const [session, groups, content, reports, tokens] = await Promise.all([
          loadSessionUser(db, row.id),
          loadGroupGrants(db, row.id),
          countUserContent(db, actor, row.id),
          countUserReports(db, row.id),
          countActiveCustomTokens(db, row.id),
        ]);
        const effective = session?.permissions ?? Permissions.from(row.permissions);
        return {
          user: summary(row, actor, { permissions: effective, groups: session?.groups ?? [] }),
          own_permissions: row.permissions.toString(),
          groups: groups.map((g) => ({
            id: g.id,
            slug: g.slug,
            name: g.name,
            permissions: g.permissions.toString(),
            granted: g.granted.toString(),
          })),
          is_administrator: effective.has('ADMINISTRATOR', false),
          sessions: {
            can_sign_in: row.state === 'active',
            last_signed_in_at: row.lastSignedInAt ? row.lastSignedInAt.toISOString() : null,
            last_seen_at: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
            // Addresses follow the audit log's rule (platform/policies/audit-scope.ts): not of an account holding more flags.
            sign_up_ip: canSeeActorIp(actor, row.id, effective) ? row.signUpIp : null,
            email_confirmed_at: row.emailConfirmedAt ? row.emailConfirmedAt.toISOString() : null,
            active_custom_tokens: tokens,
          },
          content,
          reports,
        };
      },
    ),
  );

  app.get(
    '/users/:slug/content',
    gated(
      {
        access: MANAGE_USERS,
        schema: {
          operationId: 'listUserContent',
          summary:
            "A member's tutorials, questions, comments or tools in every state (MANAGE_USERS), newest first",
          params: slugParams,
          querystring: userContentQuery,
          response: { 200: userContentList, ...errorResponses(400, 401, 403, 404) },
        },
        load: loadUser,
        subject: userSubject,
      },
      async (req, { actor, subject: row }) => {
        const { rows, meta } = await listUserContent(db, actor, row.id, req.query);
        return { data: rows, meta };
      },
    ),
  );

  app.get(
    '/users/:slug/reports',
    gated(
      {
        access: MANAGE_USERS,
        schema: {
          // GET /v1/user_reports is listUserReports already.
          operationId: 'listReportsOfUser',
          summary:
            "Reports about a member's content (`role=about`) or filed by them (`role=by`), newest first (MANAGE_USERS)",
          params: slugParams,
          querystring: userReportsQuery,
          response: { 200: userReportsOfUser, ...errorResponses(400, 401, 403, 404) },
        },
        load: loadUser,
        subject: userSubject,
      },
      async (req, { actor, subject: row }) => {
        const { rows, meta } = await listReportsOfUser(db, row.id, req.query);
        const [people, reportables] = await Promise.all([
          loadAuthors(
            db,
            rows.flatMap((r) => [r.reporterId, r.resolvedById]),
          ),
          loadReportables(db, actor, rows),
        ]);
        return { data: rows.map((r) => presentUserReport(r, people, reportables)), meta };
      },
    ),
  );
}
