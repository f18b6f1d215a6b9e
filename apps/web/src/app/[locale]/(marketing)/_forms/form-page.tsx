// A page around one marketing form: heading, what happens next, the form rendered from its field definitions,
// and the two answers of the form's post without JavaScript (#form-sent, #form-not-sent). The form definition is
// read under its cache tag, so an administrator's edit shows on the next visit.
import { getMarketingForm } from '@reef/client';
import { objectTag } from '@reef/core';
import type { ReactNode } from 'react';
import { PageHeading, type Crumb } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container/container';
import { StatusNotice } from '@/components/ui/status-notice/status-notice';
import { countryChoices } from '@/features/marketing-forms/countries';
import { MarketingFormView, type Confirmation } from '@/features/marketing-forms/marketing-form';
import { marketingFormWords } from '@/features/marketing-forms/form-words';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { cachedApi, readOrNotFound } from '@/lib/content-api';
import styles from '@/components/layout/page.module.css';
import formStyles from '@/features/marketing-forms/marketing-form.module.css';

/** The page of form `slug`. */
export async function MarketingFormPage({
  slug,
  title,
  lede,
  crumbs,
  aside,
  submitLabel,
  confirmation,
}: {
  slug: string;
  title: string;
  lede: string;
  crumbs: Crumb[];
  aside?: ReactNode;
  submitLabel: string;
  confirmation: Confirmation;
}) {
  const form = await readOrNotFound(() => getMarketingForm(cachedApi([objectTag.marketingForm(slug)]), slug));
  const t = await getT('marketing');
  const locale = await pageLocale();
  return (
    <Container className={styles.page}>
      <PageHeading crumbs={crumbs} title={title} lede={lede} />
      <div id="form-sent" className={formStyles.whenTargeted}>
        <StatusNotice title={confirmation.title}>{confirmation.text}</StatusNotice>
      </div>
      <div id="form-not-sent" className={formStyles.whenTargeted}>
        <StatusNotice tone="warning" title={t('forms.not_sent_title')}>
          {t('forms.not_sent_text')}
        </StatusNotice>
      </div>
      <div className={styles.layout}>
        <MarketingFormView
          form={form}
          countries={countryChoices(locale)}
          words={marketingFormWords(t, form.fields.length)}
          submitLabel={submitLabel}
          confirmation={confirmation}
        />
        {aside ? <aside className={styles.sideColumn}>{aside}</aside> : null}
      </div>
    </Container>
  );
}
