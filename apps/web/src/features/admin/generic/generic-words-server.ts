// The generic admin screens' words in the page's language, from the `admin-content` catalogue (issue #31, item 1):
// the server pages of the admin content sections put them in a GenericWordsProvider for the client screens.
import { getT, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import { ADMIN_RESOURCES, type AdminResource } from '@reef/core';
import type { GenericWords, ResourceNames } from './generic-words';
import { humanize } from './resource-meta';
import { permissionsEditorWordsOf } from '../permissions/permissions-words-server';

const keep = (name: string) => `{${name}}`;

/** The descriptors' field help texts in `t`'s language, by their English: `field_help.<resource>.<field>`, keys
 * derived from core's descriptors, so a help text added there without its words fails generic-words.test.ts. */
export function fieldHelpWordsOf(t: Translate): Record<string, string> {
  return Object.fromEntries(
    ADMIN_RESOURCES.flatMap((resource) =>
      resource.fields.flatMap((field) =>
        field.help ? [[field.help, t(`field_help.${resource.name}.${field.name}`)]] : [],
      ),
    ),
  );
}

/** The list columns and filters that have no form field, by the English the list makes of their names (`updated_at`
 * → "Updated"): `columns.<name>`, keys derived from core's descriptors, so a column added there without its words
 * fails generic-words.test.ts. */
export function columnWordsOf(t: Translate): Record<string, string> {
  return Object.fromEntries(
    ADMIN_RESOURCES.flatMap((resource) =>
      [...resource.columns, ...resource.filters]
        .filter((name) => !resource.fields.some((field) => field.name === name))
        .map((name) => [humanize(name), t(`columns.${name}`)]),
    ),
  );
}

/** The generic screens' words from the `admin-content` translator `t`. */
export function genericWordsOf(t: Translate): GenericWords {
  return {
    messages: {
      any: t('generic.any'),
      new: t('generic.new', { noun: keep('noun') }),
      search: t('generic.search', { nouns: keep('nouns') }),
      alsoFilters: t('generic.also_filters', { params: keep('params') }),
      listError: t('generic.list_error', { nouns: keep('nouns') }),
      listLoading: t('generic.list_loading', { nouns: keep('nouns') }),
      rowLabel: t('generic.row_label', { noun: keep('noun'), title: keep('title') }),
      notFoundTitle: t('generic.not_found_title', { label: keep('label') }),
      notFound: t('generic.not_found', { noun: keep('noun') }),
      itemError: t('generic.item_error', { noun: keep('noun') }),
      itemLoading: t('generic.item_loading', { noun: keep('noun') }),
      edit: t('generic.edit'),
      viewOnSite: t('generic.view_on_site'),
      delete: t('generic.delete'),
      deleteTitle: t('generic.delete_title', { noun: keep('noun'), title: keep('title') }),
      deleteConsequence: t('generic.delete_consequence', { label: keep('label'), title: keep('title') }),
      deleteConfirm: t('generic.delete_confirm', { noun: keep('noun') }),
      deleted: t('generic.deleted', { label: keep('label'), title: keep('title') }),
      notDeleted: t('generic.not_deleted', { label: keep('label'), title: keep('title') }),
      editTitle: t('generic.edit_title', { title: keep('title') }),
      nothingChanged: t('generic.nothing_changed'),
      created: t('generic.created', { label: keep('label'), title: keep('title') }),
      saved: t('generic.saved', { label: keep('label'), title: keep('title') }),
      notSaved: t('generic.not_saved', { noun: keep('noun') }),
      formLabel: t('generic.form_label', { label: keep('label') }),
      saving: t('generic.saving'),
      saveChanges: t('generic.save_changes'),
      create: t('generic.create', { noun: keep('noun') }),
      utc: t('generic.utc', { label: keep('label') }),
      yes: t('generic.yes'),
      no: t('generic.no'),
      none: t('generic.none'),
      conflictTitle: t('generic.conflict_title', { noun: keep('noun') }),
      conflictNote: t('generic.conflict_note'),
      discard: t('generic.discard'),
      overwrite: t('generic.overwrite'),
      metaEdit: t('generic.meta_edit', { id: keep('id'), noun: keep('noun') }),
      pickerTutorial: t('generic.picker_tutorial', { id: keep('id') }),
      pickerMoved: t('generic.picker_moved', {
        position: keep('position'),
        title: keep('title'),
        total: keep('total'),
      }),
      pickerAdded: t('generic.picker_added', { title: keep('title') }),
      pickerVersion: t('generic.picker_version'),
      pickerNoVersion: t('generic.picker_no_version'),
      pickerUp: t('generic.picker_up'),
      pickerDown: t('generic.picker_down'),
      pickerMoveUp: t('generic.picker_move_up', { title: keep('title') }),
      pickerMoveDown: t('generic.picker_move_down', { title: keep('title') }),
      pickerRemove: t('generic.picker_remove'),
      pickerRemoveLabel: t('generic.picker_remove_label', { title: keep('title') }),
      pickerRemoved: t('generic.picker_removed', { title: keep('title') }),
      pickerEmpty: t('generic.picker_empty'),
      pickerFind: t('generic.picker_find'),
      pickerPlaceholder: t('generic.picker_placeholder'),
      pickerFound: t('generic.picker_found'),
      pickerVersionN: t('generic.picker_version_n', { id: keep('id') }),
      pickerAdd: t('generic.picker_add'),
      unsavedChanges: t('generic.unsaved_changes'),
      notJson: t('generic.not_json', { reason: keep('reason') }),
    },
    fields: {
      ...columnWordsOf(t),
      Name: t('field_labels.name'),
      Description: t('field_labels.description'),
      Enabled: t('field_labels.enabled'),
      Rules: t('field_labels.rules'),
      'Global content': t('field_labels.global_content'),
      Key: t('field_labels.key'),
      Data: t('field_labels.data'),
      Language: t('field_labels.language'),
      'Language versions': t('field_labels.language_versions'),
      Slug: t('field_labels.slug'),
      Logo: t('field_labels.logo'),
      Website: t('field_labels.website'),
      State: t('field_labels.state'),
      'Call to action': t('field_labels.call_to_action'),
      Tags: t('field_labels.tags'),
      Type: t('field_labels.type'),
      Title: t('field_labels.title'),
      Body: t('field_labels.body'),
      Featured: t('field_labels.featured'),
      'Primary featured': t('field_labels.primary_featured'),
      Author: t('field_labels.author'),
      'Published at': t('field_labels.published_at'),
      'Page type': t('field_labels.page_type'),
      Template: t('field_labels.template'),
      Slices: t('field_labels.slices'),
      'Landing page': t('field_labels.landing_page'),
      Fields: t('field_labels.fields'),
      Destination: t('field_labels.destination'),
      'Destination settings': t('field_labels.destination_settings'),
      'Webhook address': t('field_labels.webhook_address'),
      'Webhook secret': t('field_labels.webhook_secret'),
      Permissions: t('field_labels.permissions'),
      Members: t('field_labels.members'),
      'Tutorials per version': t('field_labels.tutorials_per_version'),
      'Expires at': t('field_labels.expires_at'),
      Spam: t('field_labels.spam'),
      Domain: t('field_labels.domain'),
      'IP address or CIDR range': t('field_labels.ip_address_or_cidr_range'),
      Phrase: t('field_labels.phrase'),
      'Tutorials, in reading order': t('field_labels.tutorials_in_reading_order'),
      'Tutorials, in order': t('field_labels.tutorials_in_order'),
      'Created at': t('field_labels.created_at'),
      'Updated at': t('field_labels.updated_at'),
      'Last used at': t('field_labels.last_used_at'),
      'Leads count': t('field_labels.leads_count'),
      'Members count': t('field_labels.members_count'),
      Owner: t('field_labels.owner'),
      Path: t('field_labels.path'),
      Position: t('field_labels.position'),
      'Questions count': t('field_labels.questions_count'),
      'Revoked at': t('field_labels.revoked_at'),
      'Tutorials count': t('field_labels.tutorials_count'),
      'Upvotes count': t('field_labels.upvotes_count'),
      Versions: t('field_labels.versions'),
      Items: t('field_labels.items'),
      Action: t('field_labels.action'),
      'Is enabled': t('field_labels.is_enabled'),
      'Is featured': t('field_labels.is_featured'),
      Tag: t('field_labels.tag'),
      Draft: t('field_labels.state_draft'),
      Published: t('field_labels.state_published'),
      Trashed: t('field_labels.state_trashed'),
      Unlisted: t('field_labels.state_unlisted'),
      Deprecated: t('field_labels.state_deprecated'),
    },
    help: fieldHelpWordsOf(t),
    resources: {
      feature_flag: {
        one: t('resources.feature_flag.one'),
        many: t('resources.feature_flag.many'),
        noun: t('resources.feature_flag.noun'),
        nouns: t('resources.feature_flag.nouns'),
      },
      global_content: {
        one: t('resources.global_content.one'),
        many: t('resources.global_content.many'),
        noun: t('resources.global_content.noun'),
        nouns: t('resources.global_content.nouns'),
      },
      partner: {
        one: t('resources.partner.one'),
        many: t('resources.partner.many'),
        noun: t('resources.partner.noun'),
        nouns: t('resources.partner.nouns'),
      },
      post: {
        one: t('resources.post.one'),
        many: t('resources.post.many'),
        noun: t('resources.post.noun'),
        nouns: t('resources.post.nouns'),
      },
      static_page: {
        one: t('resources.static_page.one'),
        many: t('resources.static_page.many'),
        noun: t('resources.static_page.noun'),
        nouns: t('resources.static_page.nouns'),
      },
      marketing_form: {
        one: t('resources.marketing_form.one'),
        many: t('resources.marketing_form.many'),
        noun: t('resources.marketing_form.noun'),
        nouns: t('resources.marketing_form.nouns'),
      },
      user_group: {
        one: t('resources.user_group.one'),
        many: t('resources.user_group.many'),
        noun: t('resources.user_group.noun'),
        nouns: t('resources.user_group.nouns'),
      },
      distribution: {
        one: t('resources.distribution.one'),
        many: t('resources.distribution.many'),
        noun: t('resources.distribution.noun'),
        nouns: t('resources.distribution.nouns'),
      },
      versioned_tutorial_group: {
        one: t('resources.versioned_tutorial_group.one'),
        many: t('resources.versioned_tutorial_group.many'),
        noun: t('resources.versioned_tutorial_group.noun'),
        nouns: t('resources.versioned_tutorial_group.nouns'),
      },
      custom_token: {
        one: t('resources.custom_token.one'),
        many: t('resources.custom_token.many'),
        noun: t('resources.custom_token.noun'),
        nouns: t('resources.custom_token.nouns'),
      },
      permitted_domain: {
        one: t('resources.permitted_domain.one'),
        many: t('resources.permitted_domain.many'),
        noun: t('resources.permitted_domain.noun'),
        nouns: t('resources.permitted_domain.nouns'),
      },
      spam_ip: {
        one: t('resources.spam_ip.one'),
        many: t('resources.spam_ip.many'),
        noun: t('resources.spam_ip.noun'),
        nouns: t('resources.spam_ip.nouns'),
      },
      spam_phrase: {
        one: t('resources.spam_phrase.one'),
        many: t('resources.spam_phrase.many'),
        noun: t('resources.spam_phrase.noun'),
        nouns: t('resources.spam_phrase.nouns'),
      },
      tag: {
        one: t('resources.tag.one'),
        many: t('resources.tag.many'),
        noun: t('resources.tag.noun'),
        nouns: t('resources.tag.nouns'),
      },
      tool: {
        one: t('resources.tool.one'),
        many: t('resources.tool.many'),
        noun: t('resources.tool.noun'),
        nouns: t('resources.tool.nouns'),
      },
      tutorial_series: {
        one: t('resources.tutorial_series.one'),
        many: t('resources.tutorial_series.many'),
        noun: t('resources.tutorial_series.noun'),
        nouns: t('resources.tutorial_series.nouns'),
      },
      tutorial_collection: {
        one: t('resources.tutorial_collection.one'),
        many: t('resources.tutorial_collection.many'),
        noun: t('resources.tutorial_collection.noun'),
        nouns: t('resources.tutorial_collection.nouns'),
      },
    },
  };
}

const cache = new Map<string, GenericWords>();

/** The generic screens' words in the page's language (made once per language). */
export async function genericWords(): Promise<GenericWords> {
  const locale = await pageLocale();
  let words = cache.get(locale);
  if (!words) {
    const t = await getT('admin-content', locale);
    const admin = await getT('admin', locale);
    words = { ...genericWordsOf(t), permissions: permissionsEditorWordsOf(admin) };
    cache.set(locale, words);
  }
  return words;
}

/** A resource's names from the words, or from its descriptor's English label (a server-side twin of resourceNames). */
export function namesOf(words: GenericWords, resource: AdminResource): ResourceNames {
  return (
    words.resources[resource.name] ?? {
      one: resource.label.one,
      many: resource.label.many,
      noun: resource.label.one.toLowerCase(),
      nouns: resource.label.many.toLowerCase(),
    }
  );
}

/** The page titles of a section's generic pages in the page's language. */
export async function sectionTitles(resource: AdminResource, id = '') {
  const t = await getT('admin-content');
  const names = namesOf(await genericWords(), resource);
  return {
    list: names.many,
    create: t('generic.new', { noun: names.noun }),
    detail: `${names.one} ${id}`,
    edit: t('generic.meta_edit', { noun: names.noun, id }),
  };
}

/** The intro of a section's list or create page in the page's language; the descriptor's English for a section the
 * catalogue has none for. */
export async function sectionIntro(
  resource: AdminResource,
  page: 'list' | 'create',
): Promise<string | undefined> {
  const t = await getT('admin-content');
  const intros: Record<string, { list?: () => string; create?: () => string }> = {
    global_content: {
      list: () => t('intros.global_content_list'),
      create: () => t('intros.global_content_create'),
    },
    partner: { list: () => t('intros.partner_list'), create: () => t('intros.partner_create') },
    marketing_form: {
      list: () => t('intros.marketing_form_list'),
      create: () => t('intros.marketing_form_create'),
    },
    user_group: { list: () => t('intros.user_group_list'), create: () => t('intros.user_group_create') },
    distribution: {
      list: () => t('intros.distribution_list'),
      create: () => t('intros.distribution_create'),
    },
    versioned_tutorial_group: { list: () => t('intros.versioned_tutorial_group_list') },
    tag: { list: () => t('intros.tag_list'), create: () => t('intros.tag_create') },
    tool: { list: () => t('intros.tool_list') },
    tutorial_collection: {
      list: () => t('intros.tutorial_collection_list'),
      create: () => t('intros.tutorial_collection_create'),
    },
  };
  const english = resource.intro?.[page];
  if (!english) return undefined;
  return intros[resource.name]?.[page]?.() ?? english;
}
