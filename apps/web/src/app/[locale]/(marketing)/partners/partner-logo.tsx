// A partner's logo: the uploaded one, else a monogram of the name. Decorative either way: the name is written beside
// it, so it is not read out twice.
import type { Partner } from '@reef/client';
import { Monogram } from '@/components/ui/monogram/monogram';
import styles from './partners.module.css';

/** The partner's uploaded logo or its monogram. */
export function PartnerLogo({
  partner,
  size = 'medium',
}: {
  partner: Pick<Partner, 'name' | 'logo_url'>;
  size?: 'medium' | 'large';
}) {
  if (partner.logo_url) {
    return (
      <img
        src={partner.logo_url}
        alt=""
        className={size === 'large' ? styles.logoLarge : styles.logo}
        loading="lazy"
      />
    );
  }
  return <Monogram name={partner.name} size={size} className={styles.monogram} />;
}
