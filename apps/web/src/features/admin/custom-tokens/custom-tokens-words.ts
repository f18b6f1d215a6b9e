// The custom tokens screen's words from the `admin` catalogue, on the server (the form's fields and the table's
// columns are named by the admin resource and stay as it names them).
import { getT, type Translate } from '@/i18n/translate';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

export function customTokensWordsOf(t: Translate) {
  return {
    title: t('sidebar.entries.custom_tokens'),
    lede: t('tokens.lede'),
    choosePermission: t('tokens.choose_permission'),
    created: t('tokens.created', keep('name')),
    notCreated: t('tokens.not_created'),
    colPermissions: t('tokens.col_permissions'),
    colActions: t('tokens.col_actions'),
    revoked: t('tokens.revoked'),
    revoke: t('tokens.revoke'),
    revokeHidden: t('tokens.revoke_hidden', keep('name')),
    copyTitle: t('tokens.copy_title', keep('name')),
    copyText: t('tokens.copy_text'),
    tokenLabel: t('tokens.token_label', keep('name')),
    copied: t('tokens.copied'),
    newToken: t('tokens.new'),
    creating: t('tokens.creating'),
    create: t('tokens.create'),
    every: t('tokens.every'),
    yours: t('tokens.yours'),
    empty: { none: t('tokens.empty'), noMatch: t('tokens.empty_no_match') },
    loading: t('tokens.loading'),
    count: {
      none: t('tokens.count_none'),
      one: t('tokens.count_one', keep('total')),
      many: t('tokens.count_many', keep('total')),
      range: t('tokens.count_range', keep('first', 'last', 'total')),
      pages: t('tokens.count_pages'),
    },
    revokeTitle: t('tokens.revoke_title', keep('name')),
    revokeText: t('tokens.revoke_text', keep('name')),
    revokeConfirm: t('tokens.revoke_confirm'),
    revokedDone: t('tokens.revoked_done', keep('name')),
    notRevoked: t('tokens.not_revoked', keep('name')),
  };
}

export type CustomTokensWords = ReturnType<typeof customTokensWordsOf>;

/** The screen's words in the page's language. */
export async function customTokensWords(): Promise<CustomTokensWords> {
  const t = await getT('admin');
  return customTokensWordsOf(t);
}
