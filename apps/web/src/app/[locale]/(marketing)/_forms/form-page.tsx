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
  return (
    <Container className={styles.page}>
      <PageHeading crumbs={crumbs} title={title} lede={lede} />
      <div id="form-sent" className={formStyles.whenTargeted}>
        <StatusNotice title={confirmation.title}>{confirmation.text}</StatusNotice>
      </div>
      <div id="form-not-sent" className={formStyles.whenTargeted}>
        <StatusNotice tone="warning" title="Your answers were not sent.">
          Some answers were missing or not valid. Check the fields marked required and send the form again.
        </StatusNotice>
      </div>
      <div className={styles.layout}>
        <MarketingFormView
          form={form}
          countries={countryChoices()}
          submitLabel={submitLabel}
          confirmation={confirmation}
        />
        {aside ? <aside className={styles.sideColumn}>{aside}</aside> : null}
      </div>
    </Container>
  );
}
