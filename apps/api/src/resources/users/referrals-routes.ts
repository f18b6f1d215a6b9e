// /v1/users/{slug}/referrals: the member's referral code and the sign-ups through it (community-app §2
// "/account/referrals", §4). Only the member themself may read it.
import { referralSummaryResponse, slugParams } from '@reef/core';
import { ForbiddenError } from '../../platform/errors.js';
import { msg } from '../../platform/i18n.js';
import { rules } from '../../platform/lib/route-rules.js';
import { gated } from '../../platform/auth/gate.js';
import { errorResponses } from '../../platform/lib/route-schema.js';
import { countReferredSignups, ensureReferralCode } from './referrals-service.js';
import { findUserBySlug } from './service.js';
import type { App } from '../../platform/types.js';

export default async function referralRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/users/:slug/referrals',
    gated(
      {
        access: { rule: rules.owner },
        schema: {
          summary: "The member's referral code and how many signed up with it",
          params: slugParams,
          response: { 200: referralSummaryResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (req, { actor }) => {
        const row = await findUserBySlug(db, req.params.slug);
        if (actor.id !== row.id) throw new ForbiddenError(msg('errors', 'users.own_referrals'));
        return {
          referral_code: await ensureReferralCode(db, row.id),
          signups_count: await countReferredSignups(db, row.id),
        };
      },
    ),
  );
}
