// The section screens' words in the page's language, from the `admin-content` catalogue (issue #31, item 1).
import { getT, type Translate } from '@/i18n/translate';
import { pageLocale } from '@/i18n/page-locale';
import type { SectionWords } from './section-words';
import { pluralWords } from './words';

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
  };
}

/** The section screens' words in the page's language. */
export async function sectionWords(): Promise<SectionWords> {
  const t = await getT('admin-content');
  return sectionWordsOf(t, await pageLocale());
}
