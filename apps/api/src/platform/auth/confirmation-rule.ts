// What a member whose email address is not confirmed yet may do (UNCONFIRMED_MEMBERS):
// - `all`: anything their permissions allow;
// - `no_links` (default): read, vote, comment and post, but what they write may not contain links,
//   the cheapest thing for a throwaway spam account to want;
// - `read_only`: read, vote, follow and subscribe, but not post or edit content.
// Checked after validation on the routes that write member content (the table below).
import { HttpError, localDetail } from '../errors.js';
import { msg, type LocalMessage } from '../i18n.js';
import { linkedHosts } from '../services/spam-checks.js';
import type { App } from '../types.js';

/** The routes that write member content, with the payload wrapper whose text fields are checked. */
const CONTENT_WRITES: Record<string, string> = {
  'POST /v1/questions': 'question',
  'PATCH /v1/questions/:id': 'question',
  'POST /v1/comments': 'comment',
  'PATCH /v1/comments/:id': 'comment',
  'POST /v1/tutorials': 'tutorial',
  'PATCH /v1/tutorials/:id': 'tutorial',
  'POST /v1/tools': 'tool',
  'PATCH /v1/tools/:id': 'tool',
};

/** The error an unconfirmed member gets; the web app offers to resend the link when it sees this code. */
export class EmailUnconfirmedError extends HttpError {
  constructor(message: string | LocalMessage, path?: string) {
    super(
      path ? 422 : 403,
      'email_unconfirmed',
      message,
      path
        ? [localDetail(path, msg('errors', 'account.details.confirm_for_links'), 'email_unconfirmed')]
        : undefined,
    );
  }
}

/** Installs the rule on the root instance. */
export function installConfirmationRule(app: App): void {
  const rule = app.ctx.env.UNCONFIRMED_MEMBERS;
  if (rule === 'all') return;
  app.addHook('preHandler', async (req) => {
    const user = req.currentUser;
    if (!user || user.emailConfirmed || !req.routeOptions.url) return;
    const wrapper = CONTENT_WRITES[`${req.method} ${req.routeOptions.url}`];
    if (!wrapper) return;
    if (rule === 'read_only') {
      throw new EmailUnconfirmedError(msg('errors', 'account.confirm_to_post'));
    }
    const payload = (req.body as Record<string, unknown> | undefined)?.[wrapper];
    if (!payload || typeof payload !== 'object') return;
    for (const [field, value] of Object.entries(payload)) {
      if (typeof value === 'string' && linkedHosts(value).length > 0) {
        throw new EmailUnconfirmedError(msg('errors', 'account.confirm_to_link'), `${wrapper}.${field}`);
      }
    }
  });
}
