// The 'start building today' call to action shown on most pages (spec: content-and-presentation §2; the paths that
// skip it are data in @reef/core's CTA_EXCLUDED_PATHS).
import { PROMO_CREDIT_USD, SIGNUP_CREDIT_DAYS, signupUrl, type Brand } from '@reef/core';
import { CallToAction } from '@/components/ui/call-to-action/call-to-action';
import { Container } from '@/components/ui/container/container';
import styles from './start-building-cta.module.css';

/** The call-to-action block above the footer. */
export function StartBuildingCta({ brand }: { brand: Brand }) {
  return (
    <aside aria-label="Start building" className={styles.wrap}>
      <Container>
        <CallToAction
          title="Start building today"
          body={`Spin up virtual machines, databases and Kubernetes clusters on ${brand.name} in minutes, and scale when you are ready.`}
          link={{ href: signupUrl(brand.signupUrl), label: 'Sign up' }}
          disclaimer={`New accounts get $${PROMO_CREDIT_USD} in credit for ${SIGNUP_CREDIT_DAYS} days.`}
          backgroundColor="#031b4e"
        />
      </Container>
    </aside>
  );
}
