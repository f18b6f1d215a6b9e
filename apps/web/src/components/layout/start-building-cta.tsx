// The 'start building today' call to action shown on most pages (spec: content-and-presentation §2; the paths that
// skip it are data in @reef/core's CTA_EXCLUDED_PATHS).
import { PROMO_CREDIT_USD, SIGNUP_CREDIT_DAYS, signupUrl, type Brand } from '@reef/core';
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { Container } from '@/components/ui/container/container';
import { pageLocale } from '@/i18n/page-locale';
import { getT } from '@/i18n/translate';
import { StaticRegion } from './static-region';
import { regionName } from './static-region-name';
import styles from './start-building-cta.module.css';

/** The call-to-action block above the footer: HTML and a link, carried once by a stored page (issue #33, goal 2). */
export async function StartBuildingCta({ brand }: { brand: Brand }) {
  const locale = await pageLocale();
  const t = await getT('common', locale);
  const credit = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PROMO_CREDIT_USD);
  return (
    <StaticRegion
      as="aside"
      region={regionName(`cta-${locale}`)}
      aria-label={t('start_building.label')}
      className={styles.wrap}
    >
      <Container>
        <CallToAction
          title={t('start_building.title')}
          body={t('start_building.body', { brand: brand.name })}
          link={{ href: signupUrl(brand.signupUrl), label: t('start_building.sign_up') }}
          disclaimer={t('start_building.disclaimer', { credit, days: SIGNUP_CREDIT_DAYS })}
          backgroundColor="#031b4e"
        />
      </Container>
    </StaticRegion>
  );
}
