// The section screens' words in the page's language, from the `admin-content` catalogue (issue #31, item 1).
import { getT, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import type { SectionWords } from './section-words';
import { pluralWords } from './words';

const keep = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/** The English of @reef/core's rules the rows editors check (formField's name, topHatItem's link), which the
 * catalogue's `problems.schema.*` translate (section-words.test.ts keeps them equal to core's). */
export const FIELD_NAME_RULE = 'Field names are lowercase letters, digits and underscores';
export const SAFE_LINK_RULE =
  'Links use http(s), mailto or a site path, never javascript:, vbscript:, file: or data:';

/** The section screens' words from the `admin-content` translator `t` of `locale`. */
export function sectionWordsOf(t: Translate, locale: string): SectionWords {
  return {
    locale,
    distributions: {
      added: t('distributions.added', { title: '{title}', version: '{version}' }),
      notAdded: t('distributions.not_added'),
      nowActive: t('distributions.now_active', { title: '{title}', version: '{version}' }),
      nowInactive: t('distributions.now_inactive', { title: '{title}', version: '{version}' }),
      notChanged: t('distributions.not_changed', { title: '{title}', version: '{version}' }),
      versions: t('distributions.versions'),
      caption: t('distributions.caption', { title: '{title}' }),
      version: t('distributions.version'),
      name: t('distributions.name'),
      active: t('distributions.active'),
      activeState: t('distributions.active_state'),
      inactiveState: t('distributions.inactive_state'),
      addedCol: t('distributions.added_col'),
      formLabel: t('distributions.form_label'),
      nameHelp: t('distributions.name_help'),
      adding: t('distributions.adding'),
      addVersion: t('distributions.add_version'),
    },
    partners: {
      fileUnreadable: t('partners.file_unreadable'),
      tooBig: t('partners.too_big', { size: '{size}' }),
      uploaded: t('partners.uploaded', { name: '{name}' }),
      notUploaded: t('partners.not_uploaded'),
      logo: t('partners.logo'),
      logoAlt: t('partners.logo_alt', { name: '{name}' }),
      uploadedHere: t('partners.uploaded_here'),
      fromAddress: t('partners.from_address'),
      stored: t('partners.stored'),
      noLogo: t('partners.no_logo'),
      replace: t('partners.replace'),
      upload: t('partners.upload'),
      formats: t('partners.formats'),
      remove: t('partners.remove'),
      uploading: t('partners.uploading'),
      removeTitle: t('partners.remove_title', { name: '{name}' }),
      removed: t('partners.removed', { name: '{name}' }),
      notRemoved: t('partners.not_removed'),
      orderError: t('partners.order_error'),
      orderLoading: t('partners.order_loading'),
      orderFew: t('partners.order_few'),
      orderSaved: t('partners.order_saved'),
      orderNotSaved: t('partners.order_not_saved'),
      saving: t('partners.saving'),
      saveOrder: t('partners.save_order'),
      undo: t('partners.undo'),
      unsaved: t('partners.unsaved'),
      directoryOrder: t('partners.directory_order'),
      removeConsequence: t('partners.remove_consequence', { name: '{name}' }),
    },
    marketingForms: {
      when: t('marketing_forms.when'),
      answers: t('marketing_forms.answers'),
      destination: t('marketing_forms.destination'),
      exported: t('marketing_forms.exported'),
      notExported: t('marketing_forms.not_exported'),
      leads: t('marketing_forms.leads'),
      leadsHelp: t('marketing_forms.leads_help'),
      exporting: t('marketing_forms.exporting'),
      export: t('marketing_forms.export'),
      search: t('marketing_forms.search'),
      searchPlaceholder: t('marketing_forms.search_placeholder'),
      leadsError: t('marketing_forms.leads_error'),
      leadsCaption: t('marketing_forms.leads_caption', { title: '{title}' }),
      noMatch: t('marketing_forms.no_match', { q: '{q}' }),
      noLeads: t('marketing_forms.no_leads'),
      loadingLeads: t('marketing_forms.loading_leads'),
      log: t('marketing_forms.log'),
      logHelp: t('marketing_forms.log_help', { url: '{url}' }),
      secret: t('marketing_forms.secret'),
      noSecret: t('marketing_forms.no_secret'),
      deliveriesError: t('marketing_forms.deliveries_error'),
      noDeliveries: t('marketing_forms.no_deliveries'),
      delivery: pluralWords(
        (count) => t('marketing_forms.delivery', { count, lead: '{lead}', status: '{status}' }),
        locale,
      ),
      nextAt: t('marketing_forms.next_at', { time: '{time}' }),
      attemptLine: t('marketing_forms.attempt_line', {
        code: '{code}',
        delivered: '{delivered}',
        ms: '{ms}',
        number: '{number}',
        time: '{time}',
      }),
      delivered: t('marketing_forms.delivered'),
      noAnswer: t('marketing_forms.no_answer'),
      loadingDeliveries: t('marketing_forms.loading_deliveries'),
    },
    marketingFields: {
      title: t('marketing_fields.title'),
      empty: t('marketing_fields.empty'),
      unreadable: t('marketing_fields.unreadable'),
      legend: t('marketing_fields.legend', { number: '{number}' }),
      legendNamed: t('marketing_fields.legend_named', { name: '{name}', number: '{number}' }),
      buttonLabel: t('marketing_fields.button_label', { number: '{number}' }),
      name: t('marketing_fields.name'),
      nameHelp: t('marketing_fields.name_help'),
      label: t('marketing_fields.label'),
      labelHelp: t('marketing_fields.label_help'),
      type: t('marketing_fields.type'),
      required: t('marketing_fields.required'),
      choices: t('marketing_fields.choices'),
      choicesHelp: t('marketing_fields.choices_help'),
      value: t('marketing_fields.value'),
      valueHelp: t('marketing_fields.value_help'),
      add: t('marketing_fields.add'),
      secretTitle: t('marketing_fields.secret_title'),
      secretStored: t('marketing_fields.secret_stored'),
      replaceSecret: t('marketing_fields.replace_secret'),
      newSecret: t('marketing_fields.new_secret'),
      secretHelp: t('marketing_fields.secret_help'),
      keepSecret: t('marketing_fields.keep_secret'),
    },
    problems: {
      line: t('problems.line', keep('row', 'number', 'field', 'message')),
      // English keeps the schemas' own messages as they are (the e2e tests read them).
      ...(locale === 'en'
        ? {}
        : {
            required: t('problems.required'),
            tooLong: t('problems.too_long', keep('max')),
            schema: {
              [FIELD_NAME_RULE]: t('problems.schema.field_name'),
              [SAFE_LINK_RULE]: t('problems.schema.safe_link'),
            },
          }),
      notFieldList: t('problems.not_field_list'),
      notMessageList: t('problems.not_message_list'),
      fieldRow: t('problems.field_row'),
      messageRow: t('problems.message_row'),
      tooManyFields: t('problems.too_many_fields', keep('max')),
      tooManyMessages: t('problems.too_many_messages', keep('max')),
      duplicateName: t('problems.duplicate_name', keep('number')),
      fieldParts: {
        name: t('problems.field_parts.name'),
        label: t('problems.field_parts.label'),
        type: t('problems.field_parts.type'),
        required: t('problems.field_parts.required'),
        options: t('problems.field_parts.options'),
        value: t('problems.field_parts.value'),
      },
      messageParts: {
        title: t('problems.message_parts.title'),
        url: t('problems.message_parts.url'),
        newTab: t('problems.message_parts.new_tab'),
      },
      shapeMismatch: t('problems.shape_mismatch', keep('key', 'issues')),
    },
    topHat: {
      title: t('top_hat.title'),
      empty: t('top_hat.empty'),
      unreadable: t('top_hat.unreadable'),
      legend: t('top_hat.legend', { number: '{number}' }),
      buttonLabel: t('top_hat.button_label', { number: '{number}' }),
      text: t('top_hat.text'),
      link: t('top_hat.link'),
      newTab: t('top_hat.new_tab'),
      add: t('top_hat.add'),
      previewLabel: t('top_hat.preview_label'),
      preview: t('top_hat.preview'),
      noMessage: t('top_hat.no_message'),
      previous: t('top_hat.previous'),
      next: t('top_hat.next'),
      resume: t('top_hat.resume'),
      pause: t('top_hat.pause'),
      position: t('top_hat.position', { count: '{count}', number: '{number}', seconds: '{seconds}' }),
    },
  };
}

/** The section screens' words in the page's language. */
export async function sectionWords(): Promise<SectionWords> {
  const t = await getT('admin-content');
  return sectionWordsOf(t, await pageLocale());
}
