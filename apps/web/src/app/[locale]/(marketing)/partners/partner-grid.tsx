// The partner cards of /partners and /partners/directory: logo (or monogram), the name as the link to the partner's
// page, description, tags and the partner's own call to action.
import type { Partner } from '@reef/client';
import Link from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button/button-link';
import { Tag } from '@/components/ui/tag/tag';
import listStyles from '@/components/content/content-list.module.css';
import { PartnerLogo } from './partner-logo';
import partnerStyles from './partners.module.css';

/** The words of each call to action. */
export const ACTION_LABELS: Record<Partner['action'], string> = {
  learn_more: 'Learn more',
  contact: 'Contact',
  deploy: 'Deploy',
};

/** The address of a partner's page on this site. */
export function partnerPath(partner: Pick<Partner, 'slug'>): string {
  return `/partners/${encodeURIComponent(partner.slug)}`;
}

/** Partners as a grid of cards (a list of articles); each card opens the partner's page. */
export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
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
              <ul className={listStyles.tagList} aria-label={`${partner.name} works on`}>
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
                  {ACTION_LABELS[partner.action]}
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
