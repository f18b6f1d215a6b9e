// The partner cards of /partners and /partners/directory: logo (or monogram), the name as the link to the partner's
// page, description, tags and the partner's own call to action.
import type { Partner } from '@reef/client';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Tag } from '@/components/ui/tag/tag';
import listStyles from '@/components/content/content-list.module.css';
import type { Translate } from '@/i18n/translate';
import { PartnerLogo } from './partner-logo';
import partnerStyles from './partners.module.css';

/** The words of each call to action, in the translator's language. */
export function actionLabels(t: Translate): Record<Partner['action'], string> {
  return {
    learn_more: t('partners.actions.learn_more'),
    contact: t('partners.actions.contact'),
    deploy: t('partners.actions.deploy'),
  };
}

/** The address of a partner's page on this site. */
export function partnerPath(partner: Pick<Partner, 'slug'>): string {
  return `/partners/${encodeURIComponent(partner.slug)}`;
}

/** Partners as a grid of cards (a list of articles); each card opens the partner's page. */
export function PartnerGrid({ partners, t }: { partners: readonly Partner[]; t: Translate }) {
  const labels = actionLabels(t);
  return (
    <ul className={partnerStyles.grid}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <article className={partnerStyles.card} aria-labelledby={`partner-${partner.id}`}>
            <PartnerLogo partner={partner} />
            <h2 id={`partner-${partner.id}`} className={partnerStyles.name}>
              <Link href={partnerPath(partner)} className={partnerStyles.nameLink}>
                {partner.name}
              </Link>
            </h2>
            {partner.description ? <p>{partner.description}</p> : null}
            {partner.tags.length > 0 ? (
              <ul
                className={listStyles.tagList}
                aria-label={t('partners.works_on_label', { name: partner.name })}
              >
                {partner.tags.map((tag) => (
                  <li key={tag.id}>
                    <Tag>{tag.name}</Tag>
                  </li>
                ))}
              </ul>
            ) : null}
            {partner.url ? (
              <p className={partnerStyles.action}>
                <ButtonLink href={partner.url} variant="secondary" size="small">
                  {labels[partner.action]}
                  <span className="visually-hidden">: {partner.name}</span>
                </ButtonLink>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
